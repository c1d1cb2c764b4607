import type { BackgroundInput, SceneInput } from '@talkreel/contract';
import type { ActorRow } from '../../actors/policy';
import type { VoiceRow } from '../../voices/voice-items';
import type { ResolvedPicture } from '../picture/resolve-picture';
import { sceneBackgroundKey } from './scene-keys';
import type { StoredScene } from './stored-scenes';

/** A scene of a batch's task, checked: its actor (ready), voice and own background if any. */
export interface ChosenScene {
  scene: SceneInput;
  actor: ActorRow;
  voice: VoiceRow;
  /** The scene's own background, checked and filled in; null: the video's. */
  background: BackgroundInput | null;
  /** The upload that background names (copied into the video's folder), or null. */
  upload: ResolvedPicture['upload'];
}

type Upload = NonNullable<ResolvedPicture['upload']>;

/**
 * The scenes as the video row stores them. Each uploaded background gets a copy in the scene's
 * folder (added to `copies`, made once the rows are written), one per upload however many
 * scenes show it.
 */
export function storedScenesFor(
  video: { workspace_id: string; id: string },
  scenes: ChosenScene[],
  copies: { key: string; upload: Upload }[],
): StoredScene[] {
  const copyOf = new Map<string, string>();
  return scenes.map(({ scene, actor, voice, background, upload }, index) => {
    let background_key: string | undefined;
    if (upload) {
      background_key = copyOf.get(upload.id);
      if (!background_key) {
        background_key = sceneBackgroundKey(video, index, upload.file_key);
        copyOf.set(upload.id, background_key);
        copies.push({ key: background_key, upload });
      }
    }
    return {
      actor_id: actor.id,
      actor_name: actor.name,
      actor_model_id: actor.model_id,
      voice_id: voice.id,
      voice_settings: scene.voice_settings,
      voice_model_name: scene.voice_model_name ?? voice.model_name,
      text: scene.text,
      background,
      ...(background_key ? { background_key } : {}),
      layout: scene.layout ?? null,
    };
  });
}
