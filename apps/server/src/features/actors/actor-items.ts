import { ActorFailureMessage, type ActorFailureReason, type actorItem } from '@talkreel/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { actorProgress } from '../progress/actor-progress';
import { localName } from '../stock/stock-names';
import { mediaUrl } from '../tree/media-url';
import { isoTime } from '../tree/paging';
import { thumbnailUrls } from '../videos/poster-thumbnails';
import { type AudioItem, toAudioItems } from '../voices/voice-items';
import { isRetryableFailure } from './custom/failure-retryable';
import type { ActorRow } from './policy';

export type ActorItem = z.input<typeof actorItem>;

const signed = (ctx: AppContext, key: string | null) => (key ? mediaUrl(ctx, key) : null);

/** Actor rows as wire items: the caller's favourites, languages, default voice, signed links. */
export async function toActorItems(
  ctx: AppContext,
  userId: string,
  rows: ActorRow[],
): Promise<ActorItem[]> {
  if (!rows.length) return [];
  const ids = rows.map((a) => a.id);
  const [favorites, languages, voices] = await Promise.all([
    ctx.db
      .selectFrom('actor_favorites')
      .select('actor_id')
      .where('user_id', '=', userId)
      .where('actor_id', 'in', ids)
      .execute(),
    ctx.db
      .selectFrom('actor_languages')
      .select(['actor_id', 'language'])
      .where('actor_id', 'in', ids)
      .orderBy('language')
      .execute(),
    defaultVoices(ctx, userId, rows),
  ]);
  const favorite = new Set(favorites.map((f) => f.actor_id));
  const languagesOf = new Map<string, string[]>();
  for (const l of languages) {
    languagesOf.set(l.actor_id, [...(languagesOf.get(l.actor_id) ?? []), l.language]);
  }
  const progressOf = await actorProgress(ctx, rows);
  return Promise.all(
    rows.map(async (a) => ({
      id: a.id,
      model_id: a.model_id,
      name: localName(a, ctx.lang),
      gender: a.gender,
      age_group: a.age_group,
      skin_tone: a.skin_tone,
      situation: a.situation,
      languages: languagesOf.get(a.id) ?? [],
      is_hd: a.is_hd === 1,
      is_pro: a.is_pro === 1,
      is_exclusive_pro: a.is_exclusive_pro === 1,
      is_free_speech: a.is_free_speech === 1,
      image_url: await signed(ctx, a.image_key),
      image_thumbnails: await thumbnailUrls(ctx, a.image_thumbs),
      compressed_actor_default_video_url: await signed(ctx, a.compressed_video_key),
      full_actor_default_video_url: await signed(ctx, a.video_key),
      sort_order: Number(a.sort_order),
      is_favorite: favorite.has(a.id),
      is_my_actor: a.owner_user_id === userId,
      tags: JSON.parse(a.tags) as string[],
      generate_type: Number(a.generate_type),
      generate_status: Number(a.generate_status),
      fail_reason: a.fail_reason
        ? (ActorFailureMessage[a.fail_reason as ActorFailureReason] ?? ActorFailureMessage.failed)
        : null,
      fail_retryable: isRetryableFailure(a.fail_reason),
      default_audio: (a.default_voice_id && voices.get(a.default_voice_id)) || null,
      progress: progressOf.get(a.id) ?? null,
      source: a.source,
      created_at: isoTime(a.created_at),
    })),
  );
}

/**
 * The default voices of the actors, by voice id; a voice the caller cannot use (another user's,
 * or deleted) is left out.
 */
async function defaultVoices(
  ctx: AppContext,
  userId: string,
  rows: ActorRow[],
): Promise<Map<string, AudioItem>> {
  const ids = [...new Set(rows.map((a) => a.default_voice_id).filter((id) => id !== null))];
  if (!ids.length) return new Map();
  const voices = await ctx.db
    .selectFrom('voices')
    .selectAll()
    .where('id', 'in', ids)
    .where((eb) => eb.or([eb('owner_user_id', 'is', null), eb('owner_user_id', '=', userId)]))
    // A deleted voice makes nothing new: its actor shows no default, and asks for a voice.
    .where('deleted_at', 'is', null)
    .execute();
  const items = await toAudioItems(ctx, userId, voices);
  return new Map(items.map((v) => [v.id, v]));
}
