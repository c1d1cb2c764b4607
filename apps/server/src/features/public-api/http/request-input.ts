import { Code, ProblemSlug } from '@talkreel/contract';
import type { z } from 'zod';
import { ApiProblem } from './problem-reply';

type Part = 'path' | 'query' | 'body';

/**
 * Parses one part of a request with its schema, or refuses it listing every failing field.
 * A body that is well-formed JSON but breaks the schema is 422; a bad path or query is 400
 * (the address itself is wrong).
 */
export function parseRequestPart<S extends z.ZodType>(
  schema: S | undefined,
  value: unknown,
  part: Part,
): z.output<S> {
  if (!schema) return undefined as z.output<S>;
  const result = schema.safeParse(value ?? (part === 'body' ? undefined : {}));
  if (result.success) return result.data;
  const errors = result.error.issues.map((i) => ({
    field: [part, ...i.path.map(String)].join('.'),
    message: i.message,
  }));
  const first = errors[0];
  const detail = first ? `${first.field}: ${first.message}` : `Invalid ${part}`;
  return part === 'body'
    ? fail(422, ProblemSlug.VALIDATION_FAILED, detail, Code.INVALID_INPUT, errors)
    : fail(400, ProblemSlug.INVALID_REQUEST, detail, Code.INVALID_INPUT, errors);
}

function fail(
  status: number,
  slug: ProblemSlug,
  detail: string,
  code: number,
  errors: { field: string; message: string }[],
): never {
  throw new ApiProblem(status, slug, detail, code, errors);
}
