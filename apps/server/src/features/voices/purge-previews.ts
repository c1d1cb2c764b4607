import { TTS_PREVIEW_KEEP_MS } from '@talkreel/contract';
import type { AppContext } from '../../app-context';

/**
 * Stored TTS audio is a cache: rows older than TTS_PREVIEW_KEEP_MS that no video was rendered
 * from and no voice keeps as its sample are deleted with their files (asked again, they are
 * simply synthesised again).
 */
export async function purgeStalePreviews(ctx: AppContext): Promise<{ tts_audios: number }> {
  const stale = await ctx.db
    .selectFrom('tts_audios as t')
    .select(['t.id', 't.audio_key'])
    .where('t.created_at', '<', ctx.now() - TTS_PREVIEW_KEEP_MS)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('videos as v').select('v.id').whereRef('v.tts_audio_id', '=', 't.id'),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('voices as s').select('s.id').whereRef('s.sample_key', '=', 't.audio_key'),
        ),
      ),
    )
    .execute();
  for (const row of stale) {
    await ctx.db.deleteFrom('tts_audios').where('id', '=', row.id).execute();
    await ctx.storage.delete(row.audio_key);
  }
  return { tts_audios: stale.length };
}
