import { lazyChunk } from '../app/lazyChunk';

export interface Notice {
  tone: 'error' | 'success' | 'info';
  title: string;
  text?: string;
  /** Notices with one id replace each other (the same news from several calls shows once). */
  id?: string;
}

/**
 * The toast library, out of the login page's first script (issue 24): fetched when the
 * Toaster first renders, right after the first screen.
 */
export const toastChunk = lazyChunk(() => import('sonner'));

type Sonner = Awaited<ReturnType<typeof toastChunk.load>>;

// A notice waits until the library is in and a Toaster listens: one shown before would be lost.
const waiting: Notice[] = [];
let listening = 0;

function show(sonner: Sonner, { tone, title, text, id }: Notice) {
  const { toast } = sonner;
  const showAs = tone === 'error' ? toast.error : tone === 'success' ? toast.success : toast.info;
  showAs(title, { description: text, id });
}

function flush() {
  const sonner = toastChunk.value;
  if (!sonner || listening === 0) return;
  for (const notice of waiting.splice(0)) show(sonner, notice);
}

/** Called by the Toaster once it listens; returns its goodbye. */
export function toasterListening(): () => void {
  listening += 1;
  flush();
  return () => {
    listening -= 1;
  };
}

/** The one way to show a toast; the Toaster keeps each 3 s and at most one on screen. */
export function notify(notice: Notice) {
  waiting.push(notice);
  if (toastChunk.value) flush();
  else void toastChunk.load().then(flush, () => undefined);
}
