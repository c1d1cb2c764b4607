import { MAX_SCENES } from '@talkreel/contract';
import type { DraftActor, DraftScene, ProjectDraft } from './draftTypes';
import { type PictureChoice, pictureOf } from './pictureChoice';

/** The scene list operations of a project's draft (issue 27), as pure functions the store runs. */

let made = 0;
/** An id unique in this browser: scenes are keyed by it while they are dragged and reordered. */
export const newSceneId = () =>
  `scene_${Date.now().toString(36)}_${(made++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export const sceneOf = (text: string, actor: DraftActor | null): DraftScene => ({
  id: newSceneId(),
  text,
  actor,
  background: null,
  layout: null,
});

/**
 * What "Add scene" makes of a single-scene draft: scene 1 is its script with its first actor;
 * every further attached actor (a single-scene draft makes one video per actor) becomes a scene
 * of its own with an empty script, so nothing chosen is lost; with one actor, scene 2 starts with
 * the same actor and voice, the common case of one presenter.
 */
export function startScenes(draft: Pick<ProjectDraft, 'text' | 'actors'>): DraftScene[] {
  const [first = null, ...rest] = draft.actors;
  const scenes = [sceneOf(draft.text, first), ...rest.map((a) => sceneOf('', a))];
  if (scenes.length === 1) scenes.push(sceneOf('', first));
  return scenes.slice(0, MAX_SCENES);
}

/** A new empty scene at the end, spoken by the last scene's actor and voice. */
export function addScene(scenes: DraftScene[]): DraftScene[] {
  if (scenes.length >= MAX_SCENES) return scenes;
  return [...scenes, sceneOf('', scenes.at(-1)?.actor ?? null)];
}

/** A copy of the scene (script, actor, voice, speed, picture) right after it. */
export function duplicateScene(scenes: DraftScene[], id: string): DraftScene[] {
  const at = scenes.findIndex((s) => s.id === id);
  if (at < 0 || scenes.length >= MAX_SCENES) return scenes;
  const copy = { ...scenes[at], id: newSceneId() };
  return [...scenes.slice(0, at + 1), copy, ...scenes.slice(at + 1)];
}

export const removeScene = (scenes: DraftScene[], id: string) => scenes.filter((s) => s.id !== id);

/** The scene at `from` moved to `to` (indexes, as dnd-kit's arrayMove), the rest in order. */
export function moveScene(scenes: DraftScene[], from: number, to: number): DraftScene[] {
  if (from === to || from < 0 || to < 0 || from >= scenes.length || to >= scenes.length)
    return scenes;
  const next = [...scenes];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/**
 * The draft after its scene list changed: with one scene left it is today's single-scene draft
 * again (that scene's script and actor), so the composer shows nothing about scenes; a background
 * or layout of that scene's own becomes the video's, since it is now the whole video.
 */
export function withScenes(
  scenes: DraftScene[],
  picture: PictureChoice | undefined,
): Partial<ProjectDraft> {
  if (scenes.length > 1) return { scenes };
  const [last] = scenes;
  const look = { ...pictureOf(picture) };
  if (last?.background) look.background = last.background;
  if (last?.layout) look.layout = last.layout;
  return {
    scenes: undefined,
    text: last?.text ?? '',
    actors: last?.actor ? [last.actor] : [],
    ...(last?.background || last?.layout ? { picture: look } : {}),
  };
}
