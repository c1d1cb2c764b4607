import { videoItem } from '@talkreel/contract';
import { z } from 'zod';
import { recordEvent } from '../../../api/events/recordEvent';

type WireVideo = z.output<typeof videoItem> & { is_unusual: boolean };

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * A video entry that broke its schema is kept as an "unusual" result (creation.md §5: a
 * failure for one video marks it unusual rather than failing the list), with what could be read,
 * and reported like a whole reply's failure (§8), with the call and the row it was.
 */
function checkVideo(raw: unknown, index: number, call: string): WireVideo {
  const parsed = videoItem.safeParse(raw);
  if (parsed.success) return { ...parsed.data, is_unusual: false };
  console.warn('[generation] unusual video entry', index, parsed.error.issues[0]?.message);
  recordEvent('reply_shape_failure', { call, row: index });
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const actor = (r.actor && typeof r.actor === 'object' ? r.actor : {}) as Record<string, unknown>;
  return {
    id: text(r.id) || `unusual_${index}`,
    task_id: text(r.task_id),
    project_id: text(r.project_id),
    video_status: typeof r.video_status === 'number' ? r.video_status : 0,
    video_url: null,
    compressed_video_url: null,
    poster_url: text(r.poster_url) || null,
    srt_url: null,
    duration: null,
    created_at: text(r.created_at),
    input_text: text(r.input_text),
    error_message: null,
    actor: {
      id: text(actor.id),
      actor_model_id: text(actor.actor_model_id),
      image_url: text(actor.image_url) || null,
      name: text(actor.name),
    },
    voice: null,
    is_unusual: true,
  };
}

/** `{total, videos}` of `call` ('POST /video/…'), whose entries are checked one by one. */
export const checkedVideoList = (call: string) =>
  z.object({
    total: z.number({ error: 'Total must be a number' }),
    videos: z
      .array(z.unknown(), { error: 'Videos must be an array or null' })
      .nullable()
      .transform((list) => (list ?? []).map((raw, index) => checkVideo(raw, index, call))),
  });

/** The project list: `data` is null when the project has no video yet. */
export const checkedProjectVideos = checkedVideoList(
  'POST /video/videos-by-folder-project',
).nullable();
