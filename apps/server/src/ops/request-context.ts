/**
 * A request id travels on the context (AppContext.requestId), set per call by the HTTP layer and
 * per job by the worker, rather than through AsyncLocalStorage: on Node 20 that turns on
 * promise hooks for every promise in the process, a tenth of a hot call's CPU.
 */

/** The key the request id has in a queued job's payload (the payload schemas ignore it). */
export const REQUEST_ID_KEY = 'request_id';

/** The request id a job's payload carries, if it was queued while serving one. */
export function requestIdOf(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const id = (payload as Record<string, unknown>)[REQUEST_ID_KEY];
  return typeof id === 'string' ? id : undefined;
}
