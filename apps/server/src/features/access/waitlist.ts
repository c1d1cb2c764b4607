import type { Language } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { countAttempt } from '../../http/rate-limit';
import { renderMail } from '../../mail/templates';
import { createInvitationCodes } from './invitation-codes';

/** Joining twice is not an error: the first entry (and its place in the queue) is kept. */
export async function joinWaitlist(
  ctx: AppContext,
  input: { email: string; name: string; login_method: number },
  ip: string,
) {
  await countAttempt(ctx, `waitlist:ip:${ip}`);
  await ctx.db
    .insertInto('waitlist')
    .values({ ...input, created_at: ctx.now(), approved_at: null })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}

export async function listWaitlist(ctx: AppContext) {
  return ctx.db.selectFrom('waitlist').selectAll().orderBy('created_at', 'asc').execute();
}

/** Approving mints an invitation code and e-mails it; the code is never stored in clear. */
export async function approveWaitlistEntry(ctx: AppContext, email: string, lang: Language = 'en') {
  const entry = await ctx.db
    .selectFrom('waitlist')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
  if (!entry) throw new AppError(1004, `${email} is not on the waitlist`);
  const [code] = await createInvitationCodes(ctx, 1, `waitlist:${email}`);
  await ctx.mailer.send(renderMail('invitationCode', lang, email, { code }));
  await ctx.db
    .updateTable('waitlist')
    .set({ approved_at: ctx.now() })
    .where('email', '=', email)
    .execute();
  return code;
}
