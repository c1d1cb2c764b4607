import { MAX_TALKING_VIDEO_SECONDS, sceneSpeechTooLongMessage } from '@talkreel/contract';
import { joinScenes, renderTalkingVideo, type ScenePart } from '@talkreel/engine';
import type { AppContext } from '../../../app-context';
import { actorSpecFor } from '../../actors/actor-spec';
import { loadSpeech, speechFor } from '../../voices/speech/speech-cache';
import { PermanentVideoError } from '../permanent-video-error';
import { pictureRenderOptions } from '../picture/render-picture';
import { type StoredPicture, storedPictureOf } from '../picture/stored-picture';
import type { VideoRow } from '../policy';
import { tryPosterThumbnails } from '../poster-thumbnails';
import { downloadVideoFiles, inWorkDir, putVideoFiles, videoFilesIn } from '../stored-files';
import type { videoFileKeys } from '../video-keys';
import { scenePartKeys } from './scene-keys';
import { finishedSceneParts, recordScenePart, type ScenePartRow } from './scene-parts';
import {
  type StoredScene,
  scenePicture,
  storedScenesOf,
  storedTransitionOf,
} from './stored-scenes';

/** How the render follows its video: an abort signal, and a look whether it is still wanted. */
export interface RenderWatch {
  signal: AbortSignal;
  check: () => void;
}

export interface RenderedScenes {
  seconds: number;
  /** Scene 1's speech (the video row names one, as a video of one script does). */
  speechRowId: string | null;
  posterThumbs: string | null;
  /** The scenes with their start and duration in the joined video. */
  scenes: StoredScene[];
  /** The parts joined, to be dropped once the video is recorded as finished. */
  parts: ScenePartRow[];
}

/**
 * A multi-scene video (issue 27), scene by scene: each scene not yet stored by an earlier try
 * is spoken (speech cache), rendered alone with its own actor, background and layout and the
 * video's format, brand and captions, and stored as a part with its row, so a render that dies
 * resumes from the first scene without one. Then the parts are joined (a cut copies the
 * pictures; a fade re-encodes only the frames around each join) into the video's four files.
 * Progress counts scenes.
 */
export async function renderScenes(
  ctx: AppContext,
  video: VideoRow,
  keys: ReturnType<typeof videoFileKeys>,
  watch: RenderWatch,
  report: (ratio: number) => void,
): Promise<RenderedScenes> {
  const scenes = storedScenesOf(video.scenes) ?? [];
  const picture = storedPictureOf(video.picture);
  const parts = await finishedSceneParts(ctx, video.id);
  const transition = storedTransitionOf(video.transition) ?? 'cut';
  for (const [index, scene] of scenes.entries()) {
    if (parts.has(index)) {
      ctx.log.info({ videoId: video.id, scene: index }, 'scene reused');
      continue;
    }
    watch.signal.throwIfAborted();
    const started = Date.now();
    // A cross-faded part gets key frames at its fades, so the join re-encodes only those frames.
    const fades =
      transition === 'fade' ? { fadeIn: index > 0, fadeOut: index < scenes.length - 1 } : undefined;
    const part = await renderScene(ctx, video, picture, scene, index, fades, watch, (ratio) =>
      report((index + ratio) / scenes.length),
    );
    await recordScenePart(ctx, part);
    parts.set(index, part);
    ctx.log.info({ videoId: video.id, scene: index, ms: Date.now() - started }, 'scene rendered');
  }
  report(1);

  const ordered = scenes.map((_, index) => parts.get(index) as ScenePartRow);
  return inWorkDir('join', async (dir) => {
    const local: ScenePart[] = [];
    for (const [index, part] of ordered.entries()) {
      const files = videoFilesIn(dir, `${index}-`);
      await downloadVideoFiles(
        ctx,
        {
          video: part.video_key,
          compressed: part.compressed_key,
          poster: part.poster_key,
          srt: part.srt_key,
        },
        files,
      );
      local.push({ ...files, durationSec: Number(part.duration_ms) / 1000 });
    }
    const outputs = videoFilesIn(dir);
    const joined = await joinScenes({
      parts: local,
      transition,
      outputs,
      signal: watch.signal,
    });
    await putVideoFiles(ctx, keys, outputs);
    ctx.log.info(
      { videoId: video.id, scenes: scenes.length, method: joined.method },
      'scenes joined',
    );
    return {
      seconds: joined.durationSec,
      speechRowId: ordered[0].tts_audio_id,
      posterThumbs: await tryPosterThumbnails(ctx, keys.poster, outputs.poster),
      scenes: scenes.map((scene, index) => ({
        ...scene,
        start: joined.scenes[index]?.start,
        duration: joined.scenes[index]?.duration,
      })),
      parts: ordered,
    };
  });
}

/** One scene spoken, rendered alone and stored under the video's folder. */
async function renderScene(
  ctx: AppContext,
  video: VideoRow,
  picture: StoredPicture,
  scene: StoredScene,
  index: number,
  sceneFades: { fadeIn: boolean; fadeOut: boolean } | undefined,
  watch: RenderWatch,
  onRatio: (ratio: number) => void,
): Promise<ScenePartRow> {
  const [actor, voice] = await Promise.all([
    ctx.db.selectFrom('actors').selectAll().where('id', '=', scene.actor_id).executeTakeFirst(),
    ctx.db.selectFrom('voices').selectAll().where('id', '=', scene.voice_id).executeTakeFirst(),
  ]);
  if (!actor) throw new PermanentVideoError(`The actor of scene ${index + 1} was deleted`);
  if (!voice) throw new PermanentVideoError(`The voice of scene ${index + 1} was deleted`);
  const { row: speechRow, fresh } = await speechFor(ctx, {
    voice,
    actorId: actor.id,
    text: scene.text,
    settings: scene.voice_settings,
    name: voice.name,
    userId: video.user_id,
  });
  const speech = fresh ?? (await loadSpeech(ctx, speechRow));
  const seconds = speech.samples.length / speech.sampleRate;
  if (seconds > MAX_TALKING_VIDEO_SECONDS) {
    throw new PermanentVideoError(sceneSpeechTooLongMessage(index + 1, seconds));
  }
  const keys = scenePartKeys(video, index);
  await inWorkDir('scene', async (dir) => {
    const outputs = videoFilesIn(dir);
    await renderTalkingVideo({
      actor: await actorSpecFor(ctx, actor, dir),
      speech,
      outputs,
      ...(await pictureRenderOptions(ctx, video, scenePicture(picture, scene), dir)),
      captions: video.burn_captions === 1,
      sceneFades,
      scenePart: true,
      signal: watch.signal,
      onProgress: (progress) => {
        watch.check();
        onRatio(progress.ratio);
      },
    });
    await putVideoFiles(ctx, keys, outputs);
  });
  return {
    video_id: video.id,
    scene_index: index,
    video_key: keys.video,
    compressed_key: keys.compressed,
    poster_key: keys.poster,
    srt_key: keys.srt,
    duration_ms: Math.round(seconds * 1000),
    tts_audio_id: speechRow.id,
    created_at: ctx.now(),
  };
}
