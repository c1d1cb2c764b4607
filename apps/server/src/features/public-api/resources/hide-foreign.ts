import { Code, Message } from '@talkreel/contract';
import { AppError, notFound } from '../../../http/app-error';

/**
 * The public API never says that something exists where the key cannot see it: the web app's
 * 1003 for another user's actor or voice, or another workspace's item, answers 404 here.
 */
export async function hideForeign<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof AppError && err.code === Code.ACCESS_RESTRICTED) {
      throw notFound(Message.NOT_FOUND);
    }
    throw err;
  }
}
