import type { CaptionStyle } from '@talkreel/contract';
import type { VideoTaskBody } from '../../api/generationApi';
import type { VideoResult } from '../../model/videoResult';
import { temporaryResultsOf } from '../../model/videoTasks';
import { pairKey } from '../../state/draftActor';
import type { DraftActor, DraftScene, SceneTransition } from '../../state/draftTypes';
import type { PictureChoice } from '../../state/pictureChoice';
import { sceneTaskOf } from './sceneTask';

/**
 * Each distinct actor-voice pair of a scene list once, with the script of its first scene: what
 * Generate verifies (a preview of that scene's script) and marks verified once sent.
 */
export function sceneSpeakers(scenes: DraftScene[]): { actor: DraftActor; script: string }[] {
  const seen = new Map<string, { actor: DraftActor; script: string }>();
  for (const s of scenes) {
    if (!s.actor?.audio) continue;
    const key = pairKey(s.actor.actor.id, s.actor.audio.id);
    if (!seen.has(key)) seen.set(key, { actor: s.actor, script: s.text });
  }
  return [...seen.values()];
}

/** The first scene an actor speaks in (where a problem with its voice is shown). */
export const sceneOfActor = (scenes: DraftScene[], actorId: string) =>
  scenes.find((s) => s.actor?.actor.id === actorId);

/**
 * The one placeholder card of a multi-scene video: scene 1's actor and script, and the scene
 * list so the card says how many scenes are on the way.
 */
export function sceneTemporaryResult(
  batchId: string,
  projectId: string,
  scenes: DraftScene[],
  picture: PictureChoice,
  now = new Date(),
): VideoResult[] {
  const [first] = scenes;
  const placeholder = temporaryResultsOf(
    batchId,
    projectId,
    first.text,
    first.actor ? [first.actor] : [],
    now,
    picture,
  );
  return placeholder.map((r) => ({
    ...r,
    scenes: scenes.map((s, index) => ({
      index,
      start: null,
      duration: null,
      actorId: s.actor?.actor.id ?? '',
      actorName: s.actor?.actor.name ?? '',
      text: s.text.trim(),
    })),
  }));
}

/** The batch a scene list sends: one task, one video. */
export function sceneBatchOf(
  projectId: string,
  scenes: DraftScene[],
  transition: SceneTransition | undefined,
  folderId: string | null,
  burnCaptions: boolean,
  picture: PictureChoice,
  captionStyle: CaptionStyle | null,
): VideoTaskBody[] {
  return [
    sceneTaskOf(
      projectId,
      scenes,
      transition ?? 'cut',
      folderId,
      burnCaptions,
      picture,
      captionStyle,
    ),
  ];
}
