import type { Transaction } from 'kysely';
import type { AppContext } from '../../app-context';
import { newId, newInvitationCode, normalizeInvitationCode, sha256 } from '../../lib/ids';
import type { Database } from '../../ports/db/schema';

/** Mints invitation codes; only hashes are kept, so a code is shown exactly once. */
export async function createInvitationCodes(
  ctx: AppContext,
  count: number,
  note: string | null = null,
) {
  const codes: string[] = [];
  for (let i = 0; i < count; i++) {
    const code = newInvitationCode();
    await ctx.db
      .insertInto('invitation_codes')
      .values({
        id: newId(),
        code_hash: sha256(normalizeInvitationCode(code)),
        note,
        created_at: ctx.now(),
        used_by_user_id: null,
        used_at: null,
      })
      .execute();
    codes.push(code);
  }
  return codes;
}

export async function countUnusedInvitationCodes(ctx: AppContext): Promise<number> {
  const row = await ctx.db
    .selectFrom('invitation_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks a code used by `userId`; false when it does not exist or was already used. */
export async function consumeInvitationCode(
  trx: Transaction<Database>,
  code: string,
  userId: string,
  now: number,
): Promise<boolean> {
  const result = await trx
    .updateTable('invitation_codes')
    .set({ used_at: now, used_by_user_id: userId })
    .where('code_hash', '=', sha256(normalizeInvitationCode(code)))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
