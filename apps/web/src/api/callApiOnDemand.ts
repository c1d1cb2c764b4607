import type { Camelize } from '@talkreel/contract';
import type { z } from 'zod';
import { ApiError } from './ApiError';
import type { CallOptions, LazyReply } from './client';
import { showErrorToast } from './showErrorToast';

/**
 * callApi for the calls the login page makes (sign-in, its profile, an invitation's preview):
 * the call layer (signing, settling, refusals, retries) is fetched with the first call, so the
 * login page's first script does not carry it (issue 24). Once loaded it is the same module the
 * signed-in areas import.
 */
export async function callApiOnDemand<S extends z.ZodType>(
  path: string,
  options: CallOptions & { reply: S | LazyReply<S> },
): Promise<Camelize<z.output<S>>> {
  let client: typeof import('./client');
  try {
    client = await import('./client');
  } catch {
    // Offline at the first call: the same failure, inline message and toast as a call that
    // went out without an answer (the toast code is in the first script already).
    const err = new ApiError({ kind: 'network', status: 0, message: 'Network request failed' });
    if (options.toast !== false) showErrorToast(err);
    throw err;
  }
  return client.callApi(path, options);
}
