// Test support: the provider error a call must end in.
import { expect } from 'vitest';
import { SpeechProviderError } from '../speech/providers/provider-error';

/** Awaits a call that must fail with a SpeechProviderError, and returns that error. */
export async function providerFailure(promise: Promise<unknown>): Promise<SpeechProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SpeechProviderError);
  return error as SpeechProviderError;
}
