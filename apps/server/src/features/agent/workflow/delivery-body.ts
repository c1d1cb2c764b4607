import {
  WORKFLOW_LINK_TTL_SEC,
  type WorkflowDeliveryBody,
  WorkflowEvent,
} from '@talkreel/contract';
import type { AppContext } from '../../../app-context';
import { isoTime } from '../../tree/paging';

/** The delivery's video is gone (deleted since the window opened): nothing left to send. */
export class DeliveryGoneError extends Error {}

interface DeliveryRef {
  id: string;
  agent_id: string;
  video_id: string;
}

/** The JSON a video delivery carries, with media links signed afresh for this attempt. */
export async function videoDeliveryBody(
  ctx: AppContext,
  delivery: DeliveryRef,
): Promise<WorkflowDeliveryBody> {
  const row = await ctx.db
    .selectFrom('videos')
    .innerJoin('users', 'users.id', 'videos.user_id')
    .innerJoin('projects', 'projects.id', 'videos.project_id')
    .select([
      'videos.id',
      'videos.task_id',
      'videos.input_text',
      'videos.duration_ms',
      'videos.created_at',
      'videos.finished_at',
      'videos.video_key',
      'videos.compressed_video_key',
      'videos.poster_key',
      'videos.srt_key',
      'users.id as user_id',
      'users.username',
      'users.email',
      'projects.id as project_id',
      'projects.name as project_name',
    ])
    .where('videos.id', '=', delivery.video_id)
    // Only while the video's maker still belongs to the agent.
    .where('users.agent_id', '=', delivery.agent_id)
    .executeTakeFirst();
  if (!row) throw new DeliveryGoneError('The video no longer exists or left the agent');
  const now = ctx.now();
  const link = async (key: string | null) => {
    if (!key) return null;
    const url = await ctx.storage.signedUrl(key, { expiresInSec: WORKFLOW_LINK_TTL_SEC });
    // The local store signs server-relative /media links; the agent needs whole addresses.
    return url.startsWith('/') ? `${ctx.config.publicUrl}${url}` : url;
  };
  return {
    event: WorkflowEvent.VIDEO_FINISHED,
    delivery_id: delivery.id,
    agent_id: delivery.agent_id,
    sent_at: isoTime(now),
    video: {
      id: row.id,
      task_id: row.task_id,
      script: row.input_text,
      duration: row.duration_ms === null ? null : Number(row.duration_ms) / 1000,
      created_at: isoTime(row.created_at),
      finished_at: row.finished_at === null ? null : isoTime(row.finished_at),
    },
    user: { id: row.user_id, username: row.username, email: row.email },
    project: { id: row.project_id, name: row.project_name },
    media: {
      video_url: await link(row.video_key),
      compressed_video_url: await link(row.compressed_video_key),
      poster_url: await link(row.poster_key),
      srt_url: await link(row.srt_key),
      expires_at: isoTime(now + WORKFLOW_LINK_TTL_SEC * 1000),
    },
  };
}

/** The sample a test delivery carries: the real shape, with sample values and no links. */
export function sampleDeliveryBody(
  ctx: AppContext,
  delivery: { id: string; agent_id: string },
): WorkflowDeliveryBody {
  const now = isoTime(ctx.now());
  return {
    event: WorkflowEvent.TEST,
    delivery_id: delivery.id,
    agent_id: delivery.agent_id,
    sent_at: now,
    video: {
      id: 'sample-video',
      task_id: 'sample-task',
      script: 'This is a sample delivery from Talkreel: your workflow address is reachable.',
      duration: null,
      created_at: now,
      finished_at: now,
    },
    user: { id: 'sample-user', username: 'Sample user', email: 'sample@example.com' },
    project: { id: 'sample-project', name: 'Sample project' },
    media: {
      video_url: null,
      compressed_video_url: null,
      poster_url: null,
      srt_url: null,
      expires_at: now,
    },
  };
}
