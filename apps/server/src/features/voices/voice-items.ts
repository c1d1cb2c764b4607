import type { audioItem } from '@talkreel/contract';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { VoicesTable } from '../../ports/db/schema';
import { localName } from '../stock/stock-names';
import { mediaUrl } from '../tree/media-url';
import { isoTime } from '../tree/paging';
import { wirePeaks } from './peaks/sample-peaks';

export type VoiceRow = Selectable<VoicesTable>;
export type AudioItem = z.input<typeof audioItem>;

/** Ids among `voiceIds` the user has starred. */
export async function starredVoiceIds(
  ctx: AppContext,
  userId: string,
  voiceIds: string[],
): Promise<Set<string>> {
  if (!voiceIds.length) return new Set();
  const rows = await ctx.db
    .selectFrom('voice_stars')
    .select('voice_id')
    .where('user_id', '=', userId)
    .where('voice_id', 'in', voiceIds)
    .execute();
  return new Set(rows.map((r) => r.voice_id));
}

export interface AudioItemOptions {
  /** Add each sample's waveform: voice lists draw it; actors and videos carrying a voice do not. */
  peaks?: boolean;
}

/** Voice rows as the wire's audio items, with the caller's stars and signed sample links. */
export async function toAudioItems(
  ctx: AppContext,
  userId: string,
  rows: VoiceRow[],
  options: AudioItemOptions = {},
): Promise<AudioItem[]> {
  const starred = await starredVoiceIds(
    ctx,
    userId,
    rows.map((r) => r.id),
  );
  return Promise.all(
    rows.map(async (v) => ({
      id: v.id,
      voice_tts_id: v.voice_tts_id,
      model_name: v.model_name,
      provider: v.provider,
      name: localName(v, ctx.lang),
      age_group: v.age_group,
      language: v.language,
      gender: v.gender,
      speed: Number(v.speed),
      audio_url: v.sample_key ? await mediaUrl(ctx, v.sample_key) : null,
      is_starred: starred.has(v.id),
      source: v.source,
      created_at: isoTime(v.created_at),
      ...(options.peaks ? { peaks: wirePeaks(v.peaks) } : {}),
    })),
  );
}
