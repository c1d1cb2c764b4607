import { TTS_PREVIEW_KEEP_MS } from '@talkreel/contract';
import type { ExpressionBuilder } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../ports/db/schema';

/**
 * Speech unused since `cutoff` that no video was rendered from and no voice keeps as its sample.
 * The same test picks the rows and guards each delete, so what became used in between stays.
 */
const staleSince = (cutoff: number) => (eb: ExpressionBuilder<Database, 'tts_audios'>) =>
  eb.and([
    eb(eb.fn.coalesce('tts_audios.used_at', 'tts_audios.created_at'), '<', cutoff),
    eb.not(
      eb.exists(
        eb
          .selectFrom('videos as v')
          .select('v.id')
          .whereRef('v.tts_audio_id', '=', 'tts_audios.id'),
      ),
    ),
    eb.not(
      eb.exists(
        eb
          .selectFrom('voices as s')
          .select('s.id')
          .whereRef('s.sample_key', '=', 'tts_audios.audio_key'),
      ),
    ),
  ]);

/**
 * Stored TTS audio is a cache: rows unused for TTS_PREVIEW_KEEP_MS that no video was rendered
 * from and no voice keeps as its sample are deleted with their files (asked again, they are
 * simply synthesised again). Each row goes only if it is still stale when deleted (a preview
 * asked again meanwhile marks it used, see findCachedSpeech), and its file only after it: by
 * then no reader can find the row, and the file's key was that row's alone.
 */
export async function purgeStalePreviews(ctx: AppContext): Promise<{ tts_audios: number }> {
  const stale = staleSince(ctx.now() - TTS_PREVIEW_KEEP_MS);
  const candidates = await ctx.db
    .selectFrom('tts_audios')
    .select(['id', 'audio_key'])
    .where(stale)
    .execute();
  let purged = 0;
  for (const row of candidates) {
    const gone = await ctx.db
      .deleteFrom('tts_audios')
      .where('id', '=', row.id)
      .where(stale)
      .executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) continue;
    await ctx.storage.delete(row.audio_key);
    purged++;
  }
  return { tts_audios: purged };
}
