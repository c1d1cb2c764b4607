import type { VoiceSettings, videoItem } from '@talkreel/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { videoProgress } from '../progress/video-progress';
import { localName } from '../stock/stock-names';
import { mediaUrl } from '../tree/media-url';
import { isoTime } from '../tree/paging';
import { toAudioItems } from '../voices/voice-items';
import { reusableBackgroundUploads } from './picture/background-uploads';
import { pictureOf } from './picture/stored-picture';
import type { VideoRow } from './policy';
import { thumbnailUrls } from './poster-thumbnails';
import {
  type SceneSpeakers,
  sceneItemsOf,
  storedScenesOf,
  storedTransitionOf,
} from './scenes/stored-scenes';

export type VideoItem = z.input<typeof videoItem>;

const signed = (ctx: AppContext, key: string | null) => (key ? mediaUrl(ctx, key) : null);

/** Video rows as wire results, with their actor and voice and signed file links. */
export async function toVideoItems(
  ctx: AppContext,
  userId: string,
  rows: VideoRow[],
): Promise<VideoItem[]> {
  if (!rows.length) return [];
  // A multi-scene video names an actor and a voice per scene; they are looked up with the rest.
  const scenes = rows.flatMap((v) => storedScenesOf(v.scenes) ?? []);
  const actorIds = [...new Set([...rows.map((v) => v.actor_id), ...scenes.map((s) => s.actor_id)])];
  const voiceIds = [...new Set([...rows.map((v) => v.voice_id), ...scenes.map((s) => s.voice_id)])];
  const [actors, voiceRows] = await Promise.all([
    ctx.db
      .selectFrom('actors')
      .select(['id', 'name', 'owner_user_id', 'model_id', 'image_key', 'image_thumbs'])
      .where('id', 'in', actorIds)
      .execute(),
    ctx.db.selectFrom('voices').selectAll().where('id', 'in', voiceIds).execute(),
  ]);
  const actorOf = new Map(actors.map((a) => [a.id, a]));
  const voiceOf = new Map(
    (await toAudioItems(ctx, userId, voiceRows)).map((voice) => [voice.id, voice]),
  );
  const progressOf = await videoProgress(ctx, rows);
  const uploadsOf = await reusableBackgroundUploads(ctx, userId, rows);
  const sceneActorOf = new Map(
    await Promise.all(
      actors
        .filter((a) => scenes.some((s) => s.actor_id === a.id))
        .map(
          async (a) =>
            [
              a.id,
              {
                model_id: a.model_id,
                image_url: await signed(ctx, a.image_key),
                // Another member's own actor cannot speak in this user's remix.
                available: a.owner_user_id === null || a.owner_user_id === userId,
              },
            ] as const,
        ),
    ),
  );
  const speakers: SceneSpeakers = {
    actor: (id) => sceneActorOf.get(id),
    voice: (id) => voiceOf.get(id),
  };
  return Promise.all(
    rows.map(async (v) => {
      // A deleted actor keeps the name and model id it had when the video was made.
      const actor = actorOf.get(v.actor_id);
      return {
        id: v.id,
        task_id: v.task_id,
        project_id: v.project_id,
        video_status: Number(v.video_status),
        video_url: await signed(ctx, v.video_key),
        compressed_video_url: await signed(ctx, v.compressed_video_key),
        poster_url: await signed(ctx, v.poster_key),
        poster_thumbnails: await thumbnailUrls(ctx, v.poster_thumbs),
        srt_url: await signed(ctx, v.srt_key),
        duration: v.duration_ms === null ? null : Number(v.duration_ms) / 1000,
        created_at: isoTime(v.created_at),
        input_text: v.input_text,
        error_message: v.error,
        actor: {
          id: v.actor_id,
          actor_model_id: actor?.model_id ?? v.actor_model_id,
          image_url: await signed(ctx, actor?.image_key ?? null),
          image_thumbnails: await thumbnailUrls(ctx, actor?.image_thumbs ?? null),
          name: actor ? localName(actor, ctx.lang) : v.actor_name,
        },
        voice: voiceOf.get(v.voice_id) ?? null,
        voice_settings: JSON.parse(v.voice_settings) as VoiceSettings,
        progress: progressOf.get(v.id) ?? null,
        picture: pictureOf(v.picture),
        scenes: sceneItemsOf(v.scenes, speakers),
        transition: storedTransitionOf(v.transition),
        burn_captions: Number(v.burn_captions) === 1,
        background_uploads: uploadsOf(v),
      };
    }),
  );
}
