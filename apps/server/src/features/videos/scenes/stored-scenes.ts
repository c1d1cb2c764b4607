import type {
  BackgroundInput,
  LayoutInput,
  SceneTransition,
  VideoSceneItem,
  VoiceSettings,
} from '@talkreel/contract';
import type { AudioItem } from '../../voices/voice-items';
import type { StoredPicture } from '../picture/stored-picture';

/**
 * One scene of a multi-scene video as videos.scenes holds it (migration 0030): who says what,
 * the background and layout it overrides (null: the video's, with the key of the video's own
 * copy of an uploaded background), and once the video is finished where it lies in the video.
 */
export interface StoredScene {
  actor_id: string;
  actor_name: string;
  actor_model_id: string;
  voice_id: string;
  voice_settings: VoiceSettings;
  voice_model_name: string | null;
  text: string;
  background: BackgroundInput | null;
  background_key?: string;
  layout: LayoutInput | null;
  /** Seconds, set when the scenes are joined. */
  start?: number;
  duration?: number;
}

/** A row's scenes, or null for a video of one script. */
export function storedScenesOf(column: string | null): StoredScene[] | null {
  return column ? (JSON.parse(column) as StoredScene[]) : null;
}

/** The transition of a multi-scene row (older and single-scene rows: null). */
export const storedTransitionOf = (column: string | null): SceneTransition | null =>
  column === 'fade' || column === 'cut' ? column : null;

/** A scene's own picture: the video's, with the scene's background and layout where it has them. */
export function scenePicture(video: StoredPicture, scene: StoredScene): StoredPicture {
  const { background_key: _videoCopy, ...picture } = video;
  return {
    ...picture,
    ...(scene.background
      ? { background: scene.background, background_key: scene.background_key }
      : { background_key: video.background_key }),
    layout: scene.layout ?? video.layout,
  };
}

/** A scene's actor and voice as they are now (deleted ones are not there). */
export interface SceneSpeakers {
  actor(id: string): { model_id: string; image_url: string | null; available: boolean } | undefined;
  voice(id: string): AudioItem | undefined;
}

/**
 * The scenes as results show them (start and duration null until the video is finished), with
 * what each was made with so Remix can restore it. A deleted actor keeps the name and model id it
 * had when the video was made, and reads as not available.
 */
export function sceneItemsOf(
  column: string | null,
  speakers: SceneSpeakers,
): VideoSceneItem[] | null {
  return (
    storedScenesOf(column)?.map((s, index) => {
      const actor = speakers.actor(s.actor_id);
      return {
        index,
        start: s.start ?? null,
        duration: s.duration ?? null,
        actor_id: s.actor_id,
        actor_name: s.actor_name,
        text: s.text,
        actor_model_id: actor?.model_id ?? s.actor_model_id,
        actor_image_url: actor?.image_url ?? null,
        actor_available: actor?.available ?? false,
        voice: speakers.voice(s.voice_id) ?? null,
        voice_settings: s.voice_settings,
        background: s.background,
        layout: s.layout,
      };
    }) ?? null
  );
}
