import { DEFAULT_VIDEO_VOICE_SETTINGS } from '@talkreel/contract';
import type { VideoTaskBody } from '../api/generationApi';
import type { DraftActor } from '../state/draftTypes';
import type { VideoResult } from './videoResult';

/**
 * One task per attached actor (creation.md §7), with the default video voice settings and the
 * speed chosen for that actor (§9). An actor without a chosen voice is sent without one, so
 * the server names the problem.
 */
export function videoTasksOf(
  projectId: string,
  text: string,
  actors: DraftActor[],
  folderId: string | null,
  burnCaptions = false,
): VideoTaskBody[] {
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
  }));
}

/** The placeholders shown at once for a batch (status 1, no task id yet). */
export function temporaryResultsOf(
  batchId: string,
  projectId: string,
  text: string,
  actors: DraftActor[],
  now = new Date(),
): VideoResult[] {
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
    temporary: true,
  }));
}
