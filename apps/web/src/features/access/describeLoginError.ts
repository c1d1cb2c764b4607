import type { TFunction } from 'i18next';
import { isApiError } from '../../api/ApiError';
import { chooseErrorToast } from '../../api/chooseErrorToast';
import { translateCopy, translateServerMessage } from '../../api/showErrorToast';

/**
 * The red line under the login and invitation forms: the server's own message (translated
 * when the spec names it); without one, the catalogue text that a toast would have shown.
 */
export function describeLoginError(err: unknown, t: TFunction): string {
  if (!isApiError(err)) return t('toast.unknown', { defaultValue: 'Unknown Error' });
  if (err.kind === 'business' && err.message) return translateServerMessage(err.message);
  const { title, text } = chooseErrorToast(err);
  return translateCopy(text ?? title);
}
