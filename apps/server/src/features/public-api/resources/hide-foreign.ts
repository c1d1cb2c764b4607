import { Code, Message } from '@talkreel/contract';
import { AppError, notFound } from '../../../http/app-error';

/**
 * The public API never says that something exists where the key cannot see it: the web app's
 * 1003 for another user's actor or voice, or another workspace's item, answers 404 here.
 */
export async function hideForeign<T>(
  work: Promise<T>,
  /** The message of the call's own "no such item", so the two answers cannot be told apart. */
  notFoundMessage: string = Message.NOT_FOUND,
): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof AppError && err.code === Code.ACCESS_RESTRICTED) {
      throw notFound(notFoundMessage);
    }
    throw err;
  }
}
