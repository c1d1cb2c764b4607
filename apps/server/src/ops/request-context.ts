import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request (or job) the current code runs for, so a job queued deep inside a service
 * carries the request id without every verb passing it along.
 */
const storage = new AsyncLocalStorage<{ requestId: string }>();

export const runForRequest = <T>(requestId: string, fn: () => T): T =>
  storage.run({ requestId }, fn);

export const currentRequestId = (): string | undefined => storage.getStore()?.requestId;

/** The key the request id has in a queued job's payload (the payload schemas ignore it). */
export const REQUEST_ID_KEY = 'request_id';

/** The request id a job's payload carries, if it was queued while serving one. */
export function requestIdOf(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const id = (payload as Record<string, unknown>)[REQUEST_ID_KEY];
  return typeof id === 'string' ? id : undefined;
}
