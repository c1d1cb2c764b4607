import { businessToasts, httpToasts, Message } from '@talkreel/contract';
import type { ApiError } from './ApiError';

/** An i18n key with the English text it falls back to (English lives in the contract). */
export interface Copy {
  key: string | null;
  fallback: string;
}

export interface ErrorToast {
  title: Copy;
  text: Copy | null;
}

const messageKeys = new Map<string, string>(Object.entries(Message).map(([k, v]) => [v, k]));

/** Server messages the spec names are translated; any other message is shown as sent. */
export function serverMessageCopy(message: string): Copy {
  const key = messageKeys.get(message);
  return { key: key ? `serverMessage.${key}` : null, fallback: message };
}

const ERROR_TITLE: Copy = { key: 'toast.error', fallback: 'Error' };
const UNKNOWN_TITLE: Copy = { key: 'toast.unknown', fallback: 'Unknown Error' };

/**
 * core.md §8: the business-code table first (a server message fills a missing catalogue
 * text); a code the table does not know shows the server's message under "Error"; without a
 * code, the HTTP-status table; anything else is an "Unknown Error".
 */
export function chooseErrorToast(err: ApiError): ErrorToast {
  const serverText =
    (err.kind === 'business' || err.kind === 'validation') && err.message.trim()
      ? serverMessageCopy(err.message)
      : null;
  if (err.kind === 'validation') return { title: ERROR_TITLE, text: serverText };

  const byCode = err.code !== null ? businessToasts[err.code] : undefined;
  if (byCode && err.code !== null) {
    const base = `toast.business.${err.code}`;
    return {
      title: { key: `${base}.title`, fallback: byCode.title },
      text: byCode.text ? { key: `${base}.text`, fallback: byCode.text } : serverText,
    };
  }
  // An error object with a code and a message: its own words, not its HTTP status.
  if (err.kind === 'business') {
    return serverText
      ? { title: ERROR_TITLE, text: serverText }
      : { title: UNKNOWN_TITLE, text: null };
  }
  const byStatus = httpToasts[err.status];
  if (byStatus && err.status !== 200) {
    const base = `toast.http.${err.status}`;
    return {
      title: { key: `${base}.title`, fallback: byStatus.title },
      text: byStatus.text ? { key: `${base}.text`, fallback: byStatus.text } : null,
    };
  }
  return { title: UNKNOWN_TITLE, text: null };
}
