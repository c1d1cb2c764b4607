import { type Checklist, scriptReady } from '../../model/checklist';
import { pairKey } from '../../state/draftActor';
import type { DraftScene, SceneTransition } from '../../state/draftTypes';
import { scenesLength } from './sceneLength';

/**
 * Generate's checklist for a scene list: every scene has a long enough script, an actor and a
 * verified voice, and the video fits the limits (no scene over 2 minutes, all under 10).
 */
export function sceneChecklistOf(
  scenes: DraftScene[],
  transition: SceneTransition | undefined,
  verifiedPairs: readonly string[],
): Checklist {
  const verified = new Set(verifiedPairs);
  const length = scenesLength(scenes, transition);
  return {
    script: scenes.every((s) => scriptReady(s.text)),
    actor: scenes.every((s) => s.actor),
    audio: scenes.every(
      (s) => s.actor?.audio && verified.has(pairKey(s.actor.actor.id, s.actor.audio.id)),
    ),
    length: length.tooLong.length === 0 && !length.overTotal,
  };
}

/** What Generate must point at first, in the order the checklist reads. */
export type SceneProblem =
  | { what: 'script' | 'actor' | 'voice'; sceneId: string }
  | { what: 'sceneTooLong'; sceneId: string; index: number }
  | { what: 'totalTooLong' };

export function firstSceneProblem(
  scenes: DraftScene[],
  transition: SceneTransition | undefined,
): SceneProblem | null {
  const noScript = scenes.find((s) => !scriptReady(s.text));
  if (noScript) return { what: 'script', sceneId: noScript.id };
  const noActor = scenes.find((s) => !s.actor);
  if (noActor) return { what: 'actor', sceneId: noActor.id };
  const noVoice = scenes.find((s) => !s.actor?.audio);
  if (noVoice) return { what: 'voice', sceneId: noVoice.id };
  const length = scenesLength(scenes, transition);
  const [long] = length.tooLong;
  if (long !== undefined) return { what: 'sceneTooLong', sceneId: scenes[long].id, index: long };
  if (length.overTotal) return { what: 'totalTooLong' };
  return null;
}
