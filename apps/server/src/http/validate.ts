import { Code } from '@talkreel/contract';
import type { z } from 'zod';
import { AppError, invalidInput } from './app-error';

/**
 * Parses input with a contract schema; the first issue's message becomes a 1001 error. With
 * `fields`, the error's data also maps every failing top-level field to its first message
 * (`{ fields: { username: '...' } }`), for forms that show a hint under each field.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  opts: { fields?: boolean } = {},
): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const message = issue?.message ?? 'Invalid input';
  if (!opts.fields) throw invalidInput(message);
  const fields: Record<string, string> = {};
  for (const i of result.error.issues) {
    const key = String(i.path[0] ?? '');
    if (!(key in fields)) fields[key] = i.message;
  }
  throw new AppError(Code.INVALID_INPUT, message, { fields });
}
