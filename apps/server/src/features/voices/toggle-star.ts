import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { authorizeVoice } from './policy';

/** POST /audio/toggle-starred: stars a voice for the caller, or removes the star. */
export async function toggleVoiceStar(
  ctx: AppContext,
  user: AuthUser,
  input: { audio_id: string },
): Promise<{ is_starred: boolean }> {
  const voice = await authorizeVoice(ctx, user, input.audio_id);
  const removed = await ctx.db
    .deleteFrom('voice_stars')
    .where('user_id', '=', user.id)
    .where('voice_id', '=', voice.id)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) > 0) return { is_starred: false };
  await ctx.db
    .insertInto('voice_stars')
    .values({ user_id: user.id, voice_id: voice.id, created_at: ctx.now() })
    .onConflict((oc) => oc.columns(['user_id', 'voice_id']).doNothing())
    .execute();
  return { is_starred: true };
}
