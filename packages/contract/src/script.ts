import { z } from 'zod';
import { Message } from './errors';
import { SCRIPT_MAX_CHARS, SCRIPT_MIN_CHARS } from './limits';

/** The script rules a video task and each of its scenes (issue 27) share. */

export const ScriptMessage = {
  MISSING_TEXT_OR_ACTORS: Message.MISSING_TEXT_OR_ACTORS,
  SCRIPT_TOO_SHORT: `Script must be at least ${SCRIPT_MIN_CHARS} characters`,
  SCRIPT_TOO_LONG: `Script must be at most ${SCRIPT_MAX_CHARS} characters`,
} as const;

/** How the script counter counts: characters (code points) of the trimmed script. */
export const scriptLength = (text: string) => [...text.trim()].length;

export const scriptInput = z
  .string({ error: ScriptMessage.MISSING_TEXT_OR_ACTORS })
  .trim()
  .min(1, ScriptMessage.MISSING_TEXT_OR_ACTORS)
  .refine((t) => scriptLength(t) >= SCRIPT_MIN_CHARS, ScriptMessage.SCRIPT_TOO_SHORT)
  .refine((t) => scriptLength(t) <= SCRIPT_MAX_CHARS, ScriptMessage.SCRIPT_TOO_LONG);

/** An id a request must carry (string or number, trimmed, not empty). */
export const requiredId = (message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, message));
