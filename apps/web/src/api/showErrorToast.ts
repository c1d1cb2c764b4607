import { i18n } from '../i18n/i18n';
import { notify } from '../ui/toast';
import type { ApiError } from './ApiError';
import { type Copy, chooseErrorToast, serverMessageCopy } from './chooseErrorToast';

export const translateCopy = (copy: Copy) =>
  copy.key ? i18n.t(copy.key, { defaultValue: copy.fallback }) : copy.fallback;

/** A server message in the current language when the spec names it, else as sent. */
export const translateServerMessage = (message: string) =>
  translateCopy(serverMessageCopy(message));

export function showErrorToast(err: ApiError) {
  const { title, text } = chooseErrorToast(err);
  notify({
    tone: 'error',
    title: translateCopy(title),
    text: text ? translateCopy(text) : undefined,
  });
}
