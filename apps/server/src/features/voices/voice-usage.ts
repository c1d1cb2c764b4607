import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../ports/db/schema';

/** Notes that a user just used a voice (a preview or a video), for "Recent Voices". */
export async function recordVoiceUse(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  voiceId: string,
  at: number,
): Promise<void> {
  await db
    .insertInto('voice_usage')
    .values({ user_id: userId, voice_id: voiceId, used_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'voice_id']).doUpdateSet({ used_at: at }))
    .execute();
}
