import { toast } from 'sonner';

export interface Notice {
  tone: 'error' | 'success' | 'info';
  title: string;
  text?: string;
}

/** The one way to show a toast; the Toaster keeps each 3 s and at most one on screen. */
export function notify({ tone, title, text }: Notice) {
  const show = tone === 'error' ? toast.error : tone === 'success' ? toast.success : toast.info;
  show(title, { description: text });
}
