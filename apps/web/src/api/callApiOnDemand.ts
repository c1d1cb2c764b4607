import type { Camelize } from '@talkreel/contract';
import type { z } from 'zod';
import type { CallOptions, LazyReply } from './client';

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
  const { callApi } = await import('./client');
  return callApi(path, options);
}
