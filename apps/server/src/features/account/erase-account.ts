import { MemberRole } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { collectAfterCommit } from '../tree/after-commit';
import { forgetProviderVoice } from '../voices/clone/forget-provider-voice';
import { dropWorkspace } from '../workspaces/drop-workspace';
import { fallBackCurrentWorkspace } from '../workspaces/fall-back-workspace';
import { isOwnerRole } from '../workspaces/policy';

/** Where an account's own files live, besides its videos and voices (see each feature). */
const userPrefixes = (userId: string) => [
  `users/${userId}/`, // own actors
  `uploads/${userId}/`,
  `avatars/${userId}/`,
];

/**
 * Removes an account and what is its alone, in one transaction: the workspaces it owns with no
 * other member (their projects and videos with them), its own actors and voices (and speech made
 * with them; cloned voices are deleted at their provider too), its uploads, sessions, stars and
 * pending sign-ins. The stored files go once that has committed. What other people share is not
 * its to take: a workspace it owns with other members passes to the member who joined first, and
 * the videos it made in any workspace that stays remain there (their files play on; their remix
 * needs a voice that still exists). Members of a removed workspace fall back to another one (or
 * get a fresh one), as when an owner deletes a workspace.
 */
export async function eraseAccount(ctx: AppContext, userId: string): Promise<void> {
  const cleanUp = collectAfterCommit();
  await ctx.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) return;
    const owned = await trx
      .selectFrom('workspace_members')
      .select(['workspace_id', 'role'])
      .where('user_id', '=', userId)
      .execute();
    const affected = new Set<string>();
    for (const m of owned.filter((o) => isOwnerRole(o.role))) {
      const heir = await trx
        .selectFrom('workspace_members')
        .select('user_id')
        .where('workspace_id', '=', m.workspace_id)
        .where('user_id', '!=', userId)
        .orderBy('joined_at')
        .orderBy('user_id')
        .executeTakeFirst();
      if (heir) {
        await trx
          .updateTable('workspace_members')
          .set({ role: MemberRole.OWNER })
          .where('workspace_id', '=', m.workspace_id)
          .where('user_id', '=', heir.user_id)
          .execute();
        continue;
      }
      for (const id of await dropWorkspace(ctx, trx, m.workspace_id, cleanUp)) affected.add(id);
    }
    const voices = await trx
      .selectFrom('voices')
      .select(['id', 'provider', 'source', 'voice_tts_id'])
      .where('owner_user_id', '=', userId)
      .execute();
    const voiceIds = voices.map((v) => v.id);
    const speech = voiceIds.length
      ? await trx
          .selectFrom('tts_audios')
          .select('audio_key')
          .where('voice_id', 'in', voiceIds)
          .execute()
      : [];
    if (voiceIds.length)
      await trx.deleteFrom('tts_audios').where('voice_id', 'in', voiceIds).execute();
    await trx
      .updateTable('tts_audios')
      .set({ created_by: null })
      .where('created_by', '=', userId)
      .execute();
    await trx.deleteFrom('member_invitations').where('invited_by', '=', userId).execute();
    await trx.deleteFrom('email_sessions').where('email', '=', user.email).execute();
    // Sessions, memberships, own actors and voices, stars, uploads and clone tasks follow by
    // foreign key (ON DELETE CASCADE).
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    affected.delete(userId);
    for (const id of affected) await fallBackCurrentWorkspace(trx, id, ctx.now());

    cleanUp.afterCommit(async () => {
      for (const id of voiceIds) await ctx.storage.deletePrefix(`voices/${id}/`);
      for (const voice of voices) await forgetProviderVoice(ctx, voice);
      for (const s of speech) await ctx.storage.delete(s.audio_key);
      for (const prefix of userPrefixes(userId)) await ctx.storage.deletePrefix(prefix);
    });
  });
  await cleanUp.run(ctx.log);
}
