import { SCRIPT_MIN_CHARS, scriptLength } from '@talkreel/contract';
import { pairKey } from '../state/draftActor';
import type { DraftActor } from '../state/draftTypes';

export interface Checklist {
  /** A script of at least 100 characters (creation.md §5). */
  script: boolean;
  /** At least one actor attached. */
  actor: boolean;
  /** Every attached actor has a voice whose pairing was verified by a preview. */
  audio: boolean;
  /** A video of scenes (issue 27) only: no scene over 2 minutes, the whole under 10. */
  length?: boolean;
}

export const scriptReady = (text: string) => scriptLength(text) >= SCRIPT_MIN_CHARS;

export function checklistOf(
  text: string,
  actors: DraftActor[],
  verifiedPairs: readonly string[],
): Checklist {
  const verified = new Set(verifiedPairs);
  return {
    script: scriptReady(text),
    actor: actors.length > 0,
    audio:
      actors.length > 0 &&
      actors.every((a) => a.audio && verified.has(pairKey(a.actor.id, a.audio.id))),
  };
}

export const allDone = (c: Checklist) => c.script && c.actor && c.audio && c.length !== false;
