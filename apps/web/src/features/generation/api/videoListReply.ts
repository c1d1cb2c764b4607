import { videoItem } from '@talkreel/contract';
import { z } from 'zod';

type WireVideo = z.output<typeof videoItem> & { is_unusual: boolean };

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * A video entry that broke its schema is kept as an "unusual" result (creation.md §5: a
 * failure for one video marks it unusual rather than failing the list), with what could be read.
 */
function checkVideo(raw: unknown, index: number): WireVideo {
  const parsed = videoItem.safeParse(raw);
  if (parsed.success) return { ...parsed.data, is_unusual: false };
  console.warn('[generation] unusual video entry', index, parsed.error.issues[0]?.message);
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

/** `{total, videos}` whose entries are checked one by one. */
export const checkedVideoList = z.object({
  total: z.number({ error: 'Total must be a number' }),
  videos: z
    .array(z.unknown(), { error: 'Videos must be an array or null' })
    .nullable()
    .transform((list) => (list ?? []).map(checkVideo)),
});

/** The project list: `data` is null when the project has no video yet. */
export const checkedProjectVideos = checkedVideoList.nullable();
