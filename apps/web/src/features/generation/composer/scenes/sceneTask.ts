import {
  type BackgroundInput,
  type CaptionStyle,
  DEFAULT_VIDEO_VOICE_SETTINGS,
  type LayoutInput,
} from '@talkreel/contract';
import type { VideoTaskBody } from '../../api/generationApi';
import { pictureFieldsOf } from '../../model/pictureFields';
import type { DraftScene, SceneTransition } from '../../state/draftTypes';
import { DEFAULT_PICTURE, type PictureChoice } from '../../state/pictureChoice';

/** One scene of a process-batch task (the contract's `sceneInput`). */
export interface SceneTaskBody {
  text: string;
  actor_id: string;
  voice_id: string;
  voice_model_name: string | null;
  voice_settings: VideoTaskBody['voice_settings'];
  background: BackgroundInput | null;
  layout: LayoutInput | null;
}

/** A scene's own background and layout as the task sends them (null: the video's). */
function sceneLook(scene: DraftScene, picture: PictureChoice) {
  if (!scene.background && !scene.layout) return { background: null, layout: null };
  const fields = pictureFieldsOf({
    ...picture,
    background: scene.background ?? picture.background,
    layout: scene.layout ?? picture.layout,
  });
  return {
    background: scene.background ? fields.background : null,
    layout: scene.layout ? fields.layout : null,
  };
}

/**
 * The ONE task a multi-scene draft generates (issue 27): every scene in its order with its own
 * script, actor, voice and speed and any background or layout of its own, the transition, and
 * the video's picture and captions. The top-level script, actor and voice repeat scene 1 (the
 * server reads them from scene 1 anyway; sent so the task reads whole on its own). A scene
 * without a voice is sent without one, so the server names the problem.
 */
export function sceneTaskOf(
  projectId: string,
  scenes: DraftScene[],
  transition: SceneTransition,
  folderId: string | null,
  burnCaptions = false,
  picture: PictureChoice = DEFAULT_PICTURE,
  captionStyle: CaptionStyle | null = null,
): VideoTaskBody & { scenes: SceneTaskBody[]; transition: SceneTransition } {
  const list: SceneTaskBody[] = scenes.map((scene) => ({
    text: scene.text.trim(),
    actor_id: scene.actor?.actor.id ?? '',
    voice_id: scene.actor?.audio?.id ?? '',
    voice_model_name: scene.actor?.audio?.modelName ?? null,
    voice_settings: { ...DEFAULT_VIDEO_VOICE_SETTINGS, speed: scene.actor?.playbackRate ?? 1 },
    ...sceneLook(scene, picture),
  }));
  const [first] = list;
  return {
    text: first.text,
    actor_id: first.actor_id,
    voice_id: first.voice_id,
    voice_model_name: first.voice_model_name,
    voice_settings: first.voice_settings,
    project_id: projectId,
    folder_id: folderId,
    scene_id: null,
    burn_captions: burnCaptions,
    ...pictureFieldsOf(picture, burnCaptions ? captionStyle : null),
    scenes: list,
    transition,
  };
}
