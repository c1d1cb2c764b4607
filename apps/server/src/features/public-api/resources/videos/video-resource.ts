import {
  type PublicVideo,
  PublicVideoErrorCode,
  type PublicVideoStatus,
  VideoStatus,
  type VoiceSettings,
} from '@talkreel/contract';
import type { AppContext } from '../../../../app-context';
import { videoProgress } from '../../../progress/video-progress';
import { isoTime } from '../../../tree/paging';
import { pictureOf } from '../../../videos/picture/stored-picture';
import type { VideoRow } from '../../../videos/policy';
import { finishedSceneCounts } from '../../../videos/scenes/scene-parts';
import { storedScenesOf, storedTransitionOf } from '../../../videos/scenes/stored-scenes';
import { isoOrNull, signedLinks } from '../signed-link';

/** The columns a video resource is made from (and a list reads). */
export const PUBLIC_VIDEO_COLUMNS = [
  'id',
  'video_status',
  'render_job',
  'video_key',
  'srt_key',
  'poster_key',
  'voice_settings',
  'title',
  'input_text',
  'actor_id',
  'voice_id',
  'project_id',
  'burn_captions',
  'duration_ms',
  'error',
  'metadata',
  'created_at',
  'finished_at',
  'updated_at',
  'picture',
  'scenes',
  'transition',
] as const satisfies readonly (keyof VideoRow)[];
export type PublicVideoRow = Pick<VideoRow, (typeof PUBLIC_VIDEO_COLUMNS)[number]>;

const FAILED_MESSAGE = 'The video could not be made';

/** The public state of a video row: "in progress" is queued until a render takes it. */
export function publicVideoStatus(row: Pick<VideoRow, 'video_status' | 'render_job'>) {
  switch (Number(row.video_status)) {
    case VideoStatus.FINISHED:
      return 'done';
    case VideoStatus.FAILED:
      return 'failed';
    default:
      return row.render_job === null ? 'queued' : 'rendering';
  }
}

/**
 * Video rows as public video resources (what `GET /videos/{id}` answers and the `video.*`
 * webhooks carry), with signed file links and the progress feature's percent.
 */
export async function toPublicVideos(
  ctx: AppContext,
  rows: PublicVideoRow[],
): Promise<PublicVideo[]> {
  if (!rows.length) return [];
  const [progressOf, scenesDone, links] = await Promise.all([
    videoProgress(ctx, rows),
    finishedSceneCounts(
      ctx,
      rows.filter((r) => r.scenes && publicVideoStatus(r) === 'rendering').map((r) => r.id),
    ),
    signedLinks(
      ctx,
      rows.flatMap((row) => [row.video_key, row.srt_key, row.poster_key]),
    ),
  ]);
  return rows.map((row, i) => {
    const status: PublicVideoStatus = publicVideoStatus(row);
    const [video, srt, poster] = [links[3 * i], links[3 * i + 1], links[3 * i + 2]];
    const settings = JSON.parse(row.voice_settings) as Partial<VoiceSettings>;
    const picture = pictureOf(row.picture);
    const scenes = storedScenesOf(row.scenes);
    return {
      id: row.id,
      object: 'video' as const,
      status,
      progress:
        status === 'done'
          ? 100
          : scenes
            ? // A multi-scene video counts its finished scenes (issue 27); 100 only once joined.
              Math.min(99, Math.round((100 * (scenesDone.get(row.id) ?? 0)) / scenes.length))
            : Math.round(progressOf.get(row.id)?.percent ?? 0),
      title: row.title ?? null,
      script: row.input_text,
      actor_id: row.actor_id,
      voice_id: row.voice_id,
      project_id: row.project_id,
      speed: settings.speed ?? 1,
      captions: Number(row.burn_captions) === 1,
      duration_seconds: row.duration_ms === null ? null : Number(row.duration_ms) / 1000,
      format: picture.format,
      resolution: picture.resolution,
      width: picture.width,
      height: picture.height,
      video_url: video.url,
      video_url_expires_at: video.expiresAt,
      srt_url: srt.url,
      srt_url_expires_at: srt.expiresAt,
      poster_url: poster.url,
      poster_url_expires_at: poster.expiresAt,
      error:
        status === 'failed'
          ? { code: PublicVideoErrorCode.RENDER_FAILED, message: row.error ?? FAILED_MESSAGE }
          : null,
      metadata: row.metadata ? (JSON.parse(row.metadata) as Record<string, string>) : null,
      scenes:
        scenes?.map((scene, index) => ({
          index,
          start: scene.start ?? null,
          duration: scene.duration ?? null,
        })) ?? null,
      transition: storedTransitionOf(row.transition),
      created_at: isoTime(row.created_at),
      completed_at:
        status === 'done' || status === 'failed'
          ? isoOrNull(row.finished_at ?? row.updated_at)
          : null,
    };
  });
}

/** One video row as its public resource. */
export async function toPublicVideo(ctx: AppContext, row: PublicVideoRow): Promise<PublicVideo> {
  const [video] = await toPublicVideos(ctx, [row]);
  return video;
}
