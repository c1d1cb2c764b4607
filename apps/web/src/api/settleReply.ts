import { type Camelize, Code, camelize } from '@talkreel/contract';
import type { z } from 'zod';
import { lazyChunk } from '../app/lazyChunk';
import { ApiError } from './ApiError';

// The events module validates with zod; the login page's script carries neither (a failed
// reply check is the only use here, and by then the reply's own schema brought zod in).
const events = lazyChunk(() => import('./events/recordEvent'));

function recordShapeFailure(where: string) {
  const record = (module: typeof import('./events/recordEvent')) =>
    module.recordEvent('reply_shape_failure', { call: where.slice(0, 120) });
  if (events.value) record(events.value);
  else events.load().then(record, () => {});
}

const isEnvelope = (v: unknown): v is { code: number; message: string; data: unknown } =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as { code?: unknown }).code === 'number' &&
  typeof (v as { message?: unknown }).message === 'string';

/**
 * Checks reply data against its contract schema (core.md §5) and converts it to camelCase.
 * A mismatch is logged and thrown with the schema's first message ("Email cannot be empty").
 */
export function validateReply<S extends z.ZodType>(
  data: unknown,
  schema: S | undefined,
  where: string,
  status = 200,
): Camelize<z.output<S>> {
  if (!schema) return camelize(data) as Camelize<z.output<S>>;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    console.error(`[api] reply of ${where} failed validation`, parsed.error.issues);
    recordShapeFailure(where);
    throw new ApiError({
      kind: 'validation',
      status,
      message: parsed.error.issues[0]?.message ?? 'Invalid reply',
    });
  }
  return camelize(parsed.data) as Camelize<z.output<S>>;
}

/** Turns a raw HTTP answer into reply data, or throws the matching ApiError. */
export function settleReply<S extends z.ZodType>(
  status: number,
  bodyText: string,
  schema: S | undefined,
  where: string,
): Camelize<z.output<S>> {
  let body: unknown;
  try {
    body = bodyText ? JSON.parse(bodyText) : undefined;
  } catch {
    body = undefined;
  }
  if (!isEnvelope(body)) {
    throw new ApiError({
      kind: status >= 400 ? 'http' : 'validation',
      status,
      message: status >= 400 ? `HTTP ${status}` : 'Reply is not a valid envelope',
    });
  }
  if (body.code !== Code.OK) {
    throw new ApiError({
      kind: 'business',
      status,
      code: body.code,
      message: body.message,
      data: body.data,
    });
  }
  return validateReply(body.data, schema, where, status);
}
