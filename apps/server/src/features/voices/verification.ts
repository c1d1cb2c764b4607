import type { AppContext } from '../../app-context';

/**
 * Actor-voice pairs a user has heard a successful preview of. Generating a video with a pair
 * that is not verified is refused with 1020, which makes the client open the preview dialog.
 */
export async function markPairVerified(
  ctx: AppContext,
  userId: string,
  actorId: string,
  voiceId: string,
): Promise<void> {
  const at = ctx.now();
  await ctx.db
    .insertInto('actor_voice_verifications')
    .values({ user_id: userId, actor_id: actorId, voice_id: voiceId, verified_at: at })
    .onConflict((oc) =>
      oc.columns(['user_id', 'actor_id', 'voice_id']).doUpdateSet({ verified_at: at }),
    )
    .execute();
}

/** The pairs among `pairs` the user has not verified yet. */
export async function unverifiedPairs(
  ctx: AppContext,
  userId: string,
  pairs: { actorId: string; voiceId: string }[],
): Promise<{ actorId: string; voiceId: string }[]> {
  if (!pairs.length) return [];
  const rows = await ctx.db
    .selectFrom('actor_voice_verifications')
    .select(['actor_id', 'voice_id'])
    .where('user_id', '=', userId)
    .where(
      'actor_id',
      'in',
      pairs.map((p) => p.actorId),
    )
    .execute();
  const verified = new Set(rows.map((r) => `${r.actor_id}\n${r.voice_id}`));
  return pairs.filter((p) => !verified.has(`${p.actorId}\n${p.voiceId}`));
}
