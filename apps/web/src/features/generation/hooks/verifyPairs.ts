import { VERIFY_PREVIEW_CONCURRENCY } from '@talkreel/contract';
import { previewText } from '../../voices/previewText';
import { generatePreview } from '../../voices/voicesApi';
import type { DraftActor } from '../state/draftTypes';
import { useDraftStore } from '../state/useDraftStore';

/**
 * Verifies every given actor's voice in one pass: a preview of the script is made for each
 * (a few at a time), as the audio dialog would, which is what the server counts as verified
 * (and what lets the video reuse the speech). Returns the actors whose preview failed; the
 * call layer has already said why.
 */
export async function verifyPairs(
  actors: DraftActor[],
  /** The script previewed; per actor for a scene list, where each scene has its own. */
  script: string | ((actor: DraftActor) => string),
  onProgress: (done: number) => void,
): Promise<DraftActor[]> {
  const failed: DraftActor[] = [];
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < actors.length) {
      const draft = actors[next++];
      const voice = draft.audio;
      if (!voice) {
        failed.push(draft);
        continue;
      }
      try {
        await generatePreview({
          text: previewText(typeof script === 'string' ? script : script(draft), voice.language),
          actorId: draft.actor.id,
          voice,
          speed: draft.playbackRate,
        });
        useDraftStore.getState().markVerified([{ actorId: draft.actor.id, voiceId: voice.id }]);
      } catch {
        failed.push(draft);
      }
      onProgress(++done);
    }
  };
  await Promise.all(
    Array.from({ length: Math.min(VERIFY_PREVIEW_CONCURRENCY, actors.length) }, worker),
  );
  // In the draft's order, so the first failure named is the first actor on screen.
  return actors.filter((a) => failed.includes(a));
}
