import {
  type CaptionStyle,
  DEFAULT_VIDEO_VOICE_SETTINGS,
  videoFrameSize,
} from '@talkreel/contract';
import type { VideoTaskBody } from '../api/generationApi';
import type { DraftActor } from '../state/draftTypes';
import { DEFAULT_PICTURE, type PictureChoice } from '../state/pictureChoice';
import { pictureFieldsOf } from './pictureFields';
import type { VideoResult } from './videoResult';

/**
 * One task per attached actor (creation.md §7), with the default video voice settings and the
 * speed chosen for that actor (§9), all in the draft's picture (issue 26). An actor without a
 * chosen voice is sent without one, so the server names the problem.
 */
export function videoTasksOf(
  projectId: string,
  text: string,
  actors: DraftActor[],
  folderId: string | null,
  burnCaptions = false,
  picture: PictureChoice = DEFAULT_PICTURE,
  /** The brand kit's caption style, if known (sent only with burned captions). */
  captionStyle: CaptionStyle | null = null,
): VideoTaskBody[] {
  const fields = pictureFieldsOf(picture, burnCaptions ? captionStyle : null);
  return actors.map(({ actor, audio, playbackRate }) => ({
    text: text.trim(),
    actor_id: actor.id,
    voice_id: audio?.id ?? '',
    voice_model_name: audio?.modelName ?? null,
    voice_settings: { ...DEFAULT_VIDEO_VOICE_SETTINGS, speed: playbackRate },
    project_id: projectId,
    folder_id: folderId,
    scene_id: null,
    burn_captions: burnCaptions,
    ...fields,
  }));
}

/** The placeholders shown at once for a batch (status 1, no task id yet). */
export function temporaryResultsOf(
  batchId: string,
  projectId: string,
  text: string,
  actors: DraftActor[],
  now = new Date(),
  picture: PictureChoice = DEFAULT_PICTURE,
): VideoResult[] {
  // The placeholder already has the video's shape, so the card does not jump when it lands.
  const fields = pictureFieldsOf(picture);
  const placeholderPicture = {
    ...fields,
    ...videoFrameSize(picture.format, picture.resolution),
    captionStyle: null,
  };
  return actors.map(({ actor, audio }, i) => ({
    id: `${batchId}_${i}`,
    taskId: '',
    projectId,
    videoStatus: 1,
    videoUrl: null,
    compressedVideoUrl: null,
    posterUrl: null,
    srtUrl: null,
    duration: null,
    createdAt: now.toISOString(),
    inputText: text.trim(),
    errorMessage: null,
    actor: {
      id: actor.id,
      actorModelId: actor.modelId,
      imageUrl: actor.imageUrl ?? null,
      name: actor.name,
    },
    voice: audio,
    isUnusual: false,
    picture: placeholderPicture,
    temporary: true,
  }));
}
