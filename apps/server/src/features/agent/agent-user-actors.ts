import { ASSETS_PAGE_SIZE, type agentUserActorDetailReply } from '@talkreel/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { toActorItems } from '../actors/actor-items';
import { myVoices } from '../voices/clone/my-voices';
import { authorizeSubUser } from './policy';

/**
 * POST /agent/user/actor-detail: the sub-user's own actors (newest first, each with its voice as
 * `audio`) and own voices, as the sub-user would see them.
 */
export async function agentUserActors(
  ctx: AppContext,
  user: AuthUser,
  input: { user_id: string; agent_id?: string | null },
): Promise<z.input<typeof agentUserActorDetailReply>> {
  const { subUser } = await authorizeSubUser(ctx, user, input.user_id, input.agent_id);
  const rows = await ctx.db
    .selectFrom('actors')
    .selectAll()
    .where('owner_user_id', '=', subUser.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'asc')
    .limit(ASSETS_PAGE_SIZE)
    .execute();
  const actors = (await toActorItems(ctx, subUser.id, rows)).map((a) => ({
    ...a,
    audio: a.default_audio
      ? { id: a.default_audio.id, name: a.default_audio.name, audio_url: a.default_audio.audio_url }
      : null,
  }));
  const voices = await myVoices(ctx, user, {
    page: 1,
    page_size: ASSETS_PAGE_SIZE,
    user_id: subUser.id,
  });
  return { actors, audios: voices.templates };
}
