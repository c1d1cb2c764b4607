import { z } from 'zod';
import { EMAIL_PATTERN } from './access-constants';

/**
 * Reply field builders carrying the spec's validation messages (core.md §5):
 * required fields must be non-null and non-empty and of the listed type.
 */
export const reqString = (label: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? `${label} cannot be empty`
          : `${label} must be a string`,
    })
    .min(1, `${label} cannot be empty`);

export const optString = (label: string) =>
  z.string({ error: `${label} must be a string` }).nullish();

export const reqNumber = (label: string) =>
  z.number({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? `${label} cannot be empty`
        : `${label} must be a number`,
  });

export const optNumber = (label: string) =>
  z.number({ error: `${label} must be a number` }).nullish();

export const reqBoolean = (label: string) =>
  z.boolean({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? `${label} cannot be empty`
        : `${label} must be a boolean`,
  });

export const reqArray = <T extends z.ZodType>(label: string, item: T) =>
  z.array(item, {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? `${label} cannot be empty`
        : `${label} must be an array`,
  });

/** Request-side e-mail: trimmed, lower-cased, with the spec's messages. */
export const emailInput = z
  .string({ error: 'Email cannot be empty' })
  .trim()
  .min(1, 'Email cannot be empty')
  .max(254, 'Invalid email')
  .regex(EMAIL_PATTERN, 'Invalid email')
  .transform((v) => v.toLowerCase());

/**
 * Control characters (C0, DEL, C1, line breaks) and bidi controls that can reorder what a
 * reader sees (U+202E turns "gpj.exe" around): never part of a name.
 */
export const CONTROL_OR_BIDI = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** Request-side name of a product, folder or project. */
export const nameInput = (label: string) =>
  z
    .string({ error: `${label} name cannot be empty` })
    .trim()
    .min(1, `${label} name cannot be empty`)
    .max(100, `${label} name is too long`)
    .refine((v) => !CONTROL_OR_BIDI.test(v), `${label} name cannot contain control characters`);

/** Ids travel as strings; numbers from older clients are accepted and stringified. */
export const idInput = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label} cannot be empty` })
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, `${label} cannot be empty`));
