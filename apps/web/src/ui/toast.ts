import { toast } from 'sonner';

export interface Notice {
  tone: 'error' | 'success' | 'info';
  title: string;
  text?: string;
  /** Notices with one id replace each other (the same news from several calls shows once). */
  id?: string;
}

/** The one way to show a toast; the Toaster keeps each 3 s and at most one on screen. */
export function notify({ tone, title, text, id }: Notice) {
  const show = tone === 'error' ? toast.error : tone === 'success' ? toast.success : toast.info;
  show(title, { description: text, id });
}
