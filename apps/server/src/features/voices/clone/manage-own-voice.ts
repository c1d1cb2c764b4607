import type { AppContext } from '../../../app-context';
import type { AuthUser } from '../../../http/auth';
import { nameKey } from '../name-key';
import { ownNameTaken, ownVoice, targetUserId } from './clone-policy';
import { forgetProviderVoice } from './forget-provider-voice';

/** POST /audio/rename-template: a duplicate name answers is_duplicate and renames nothing. */
export async function renameOwnVoice(
  ctx: AppContext,
  user: AuthUser,
  input: { audio_id: string; audio_name: string; user_id: string | null },
): Promise<{ is_duplicate: boolean }> {
  const ownerId = await targetUserId(ctx, user, input.user_id);
  const voice = await ownVoice(ctx, ownerId, input.audio_id);
  if (await ownNameTaken(ctx, ownerId, input.audio_name, voice.id)) return { is_duplicate: true };
  await ctx.db
    .updateTable('voices')
    .set({ name: input.audio_name, name_key: nameKey(input.audio_name), updated_at: ctx.now() })
    .where('id', '=', voice.id)
    .execute();
  return { is_duplicate: false };
}

/** POST /users/check-audio-name-duplicate: whether the user already has a voice of this name. */
export async function checkOwnVoiceName(
  ctx: AppContext,
  user: AuthUser,
  input: { input_name: string; user_id: string | null },
): Promise<{ is_duplicate: boolean }> {
  const ownerId = await targetUserId(ctx, user, input.user_id);
  return { is_duplicate: await ownNameTaken(ctx, ownerId, input.input_name) };
}

/** POST /audio-template/toggle-favorite: stars an own voice for its owner, or un-stars it. */
export async function toggleOwnVoiceFavorite(
  ctx: AppContext,
  user: AuthUser,
  input: { customize_audio_template_id: string },
): Promise<{ is_favorite: boolean }> {
  const voice = await ownVoice(ctx, user.id, input.customize_audio_template_id);
  const removed = await ctx.db
    .deleteFrom('voice_stars')
    .where('user_id', '=', user.id)
    .where('voice_id', '=', voice.id)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) > 0) return { is_favorite: false };
  await ctx.db
    .insertInto('voice_stars')
    .values({ user_id: user.id, voice_id: voice.id, created_at: ctx.now() })
    .onConflict((oc) => oc.columns(['user_id', 'voice_id']).doNothing())
    .execute();
  return { is_favorite: true };
}

/**
 * POST /audio/delete: removes an own voice from every list and from new work. The row and its
 * sample stay, so videos made with it still name it and play; the provider's copy of a cloned
 * voice, which only new speech would use, is deleted in the background.
 */
export async function deleteOwnVoice(
  ctx: AppContext,
  user: AuthUser,
  input: { audio_id: string },
): Promise<null> {
  const voice = await ownVoice(ctx, user.id, input.audio_id);
  await ctx.db
    .updateTable('voices')
    .set({ deleted_at: ctx.now(), updated_at: ctx.now() })
    .where('id', '=', voice.id)
    .execute();
  await forgetProviderVoice(ctx, voice);
  return null;
}
