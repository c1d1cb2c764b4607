import { ActorFailureMessage, type ActorFailureReason } from '@talkreel/contract';

/**
 * Whether making an actor again can succeed after it failed for `reason`. Only our own fault
 * (`failed`: an engine error, a worker that died) can go away on a retry; every other reason is
 * the engine's verdict on the file and its crop, which a retry judges the same way.
 */
export function isRetryableFailure(reason: string | null): boolean | null {
  if (reason === null) return null;
  const known = reason in ActorFailureMessage ? (reason as ActorFailureReason) : 'failed';
  return known === 'failed';
}
