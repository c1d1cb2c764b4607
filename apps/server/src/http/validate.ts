import type { z } from 'zod';
import { invalidInput } from './app-error';

/** Parses input with a contract schema; the first issue's message becomes a 1001 error. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw invalidInput(issue?.message ?? 'Invalid input');
}
