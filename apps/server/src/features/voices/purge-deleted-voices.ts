import { DELETED_VOICE_KEEP_MS } from '@talkreel/contract';
import type { ExpressionBuilder } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../ports/db/schema';

/** Deleted before `cutoff` and named by no video (a video shows its voice, deleted or not). */
const unusedSince = (cutoff: number) => (eb: ExpressionBuilder<Database, 'voices'>) =>
  eb.and([
    eb('voices.deleted_at', 'is not', null),
    eb('voices.deleted_at', '<', cutoff),
    eb.not(
      eb.exists(
        eb.selectFrom('videos').select('videos.id').whereRef('videos.voice_id', '=', 'voices.id'),
      ),
    ),
  ]);

/**
 * Own voices deleted DELETED_VOICE_KEEP_MS ago go for good, with what only they used: their
 * files (the sample, under `voices/<id>/`), their stored speech, their clone tasks, and by
 * foreign key their stars, recent use and verified pairs (an actor's default falls back to
 * none). A voice some video names stays, since videos show their voice's name and sample; it
 * goes at the first run after its last video. Nothing can start using a deleted voice (every
 * call refuses it), so files go first: a crash before the rows leaves a voice the next run
 * finds again, never files nobody knows of. Clone tasks whose voice row is gone altogether
 * (an agent's task for a sub-user whose account was erased) go too.
 */
export async function purgeDeletedVoices(
  ctx: AppContext,
): Promise<{ voices: number; clone_tasks: number }> {
  const unused = unusedSince(ctx.now() - DELETED_VOICE_KEEP_MS);
  const doomed = await ctx.db.selectFrom('voices').select('id').where(unused).execute();
  let voices = 0;
  let cloneTasks = 0;
  for (const { id } of doomed) {
    const speech = await ctx.db
      .selectFrom('tts_audios')
      .select(['id', 'audio_key'])
      .where('voice_id', '=', id)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('videos')
              .select('videos.id')
              .whereRef('videos.tts_audio_id', '=', 'tts_audios.id'),
          ),
        ),
      )
      .execute();
    await ctx.storage.deletePrefix(`voices/${id}/`);
    for (const s of speech) await ctx.storage.delete(s.audio_key);
    const removed = await ctx.db.transaction().execute(async (trx) => {
      const gone = await trx
        .deleteFrom('voices')
        .where('id', '=', id)
        .where(unused)
        .executeTakeFirst();
      if (Number(gone.numDeletedRows) === 0) return null;
      if (speech.length)
        await trx
          .deleteFrom('tts_audios')
          .where(
            'id',
            'in',
            speech.map((s) => s.id),
          )
          .execute();
      return trx.deleteFrom('clone_tasks').where('voice_id', '=', id).executeTakeFirst();
    });
    if (!removed) continue;
    voices++;
    cloneTasks += Number(removed.numDeletedRows);
  }
  const orphans = await ctx.db
    .deleteFrom('clone_tasks')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('voices')
            .select('voices.id')
            .whereRef('voices.id', '=', 'clone_tasks.voice_id'),
        ),
      ),
    )
    .executeTakeFirst();
  return { voices, clone_tasks: cloneTasks + Number(orphans.numDeletedRows) };
}
