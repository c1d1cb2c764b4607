import { Code, type Language, LOGIN_CODE_TTL_MS, Message } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { countAttempt } from '../../http/rate-limit';
import { newId, newLoginCode, sha256 } from '../../lib/ids';
import { renderMail } from '../../mail/templates';
import { activateAccount, findOrCreateUser } from './accounts';
import { decryptActivationCode } from './rsa-keys';
import { issueSession } from './sessions';

/** An e-mail session stays usable this long, long enough to fetch an invitation code. */
const EMAIL_SESSION_TTL_MS = 60 * 60_000;

const codeHash = (sessionId: string, code: string) => sha256(`${sessionId}:${code}`);
const badCode = () => new AppError(Code.INVALID_CODE, Message.INVALID_VERIFY_CODE);

/**
 * Opens an e-mail session. A third-party sign-in that already proved the address opens it
 * verified, so the invite page can finish activation with `/login` and no e-mailed code.
 */
export async function openEmailSession(
  ctx: AppContext,
  email: string,
  verified = false,
): Promise<string> {
  const now = ctx.now();
  const id = newId();
  await ctx.db
    .insertInto('email_sessions')
    .values({
      id,
      email,
      verified_at: verified ? now : null,
      created_at: now,
      expires_at: now + EMAIL_SESSION_TTL_MS,
    })
    .execute();
  return id;
}

export async function startEmailLoginSession(ctx: AppContext, email: string) {
  const id = await openEmailSession(ctx, email);
  const user = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return { email_session_id: id, first_login: !user };
}

async function liveSession(ctx: AppContext, id: string) {
  const s = await ctx.db
    .selectFrom('email_sessions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return s && s.expires_at > ctx.now() ? s : null;
}

/** Sends a fresh single-use code; earlier unused codes of the session stop working. */
export async function sendEmailVerifyCode(
  ctx: AppContext,
  sessionId: string,
  ip: string,
  lang: Language,
) {
  const session = await liveSession(ctx, sessionId);
  if (!session) throw new AppError(Code.NOT_FOUND, 'Login session not found or expired');
  await countAttempt(ctx, `send-code:email:${session.email}`);
  await countAttempt(ctx, `send-code:ip:${ip}`);
  const code = newLoginCode();
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('login_codes')
      .set({ used_at: now })
      .where('email_session_id', '=', sessionId)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('login_codes')
      .values({
        id: newId(),
        email_session_id: sessionId,
        code_hash: codeHash(sessionId, code),
        created_at: now,
        expires_at: now + LOGIN_CODE_TTL_MS,
        used_at: null,
      })
      .execute();
  });
  await ctx.mailer.send(renderMail('loginCode', lang, session.email, { code }));
  if (ctx.mailer.kind === 'mailbox') ctx.log.info(`login code for ${session.email}: ${code}`);
}

export interface LoginInput {
  name: string;
  email: string;
  email_session_id: string;
  email_verification: string;
  rsa_id: string;
  activation_code: string;
  invite_token: string;
}

/**
 * Login method 2. A verified e-mail session needs no new code, so the invite page can
 * resume with only an invitation code. Unactivated accounts get ACTIVATION_CODE_NEED.
 */
export async function loginByEmail(ctx: AppContext, input: LoginInput, ip: string, lang: Language) {
  await countAttempt(ctx, `login:email:${input.email}`);
  await countAttempt(ctx, `login:ip:${ip}`);
  const session = await liveSession(ctx, input.email_session_id);
  if (!session || session.email !== input.email) throw badCode();

  if (session.verified_at === null) {
    if (!input.email_verification) throw badCode();
    const now = ctx.now();
    const used = await ctx.db.transaction().execute(async (trx) => {
      const r = await trx
        .updateTable('login_codes')
        .set({ used_at: now })
        .where('email_session_id', '=', session.id)
        .where('code_hash', '=', codeHash(session.id, input.email_verification))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return false;
      await trx
        .updateTable('email_sessions')
        .set({ verified_at: now })
        .where('id', '=', session.id)
        .execute();
      return true;
    });
    if (!used) throw badCode();
  }

  const activationCode =
    input.activation_code && input.rsa_id
      ? await decryptActivationCode(ctx, input.rsa_id, input.activation_code)
      : input.activation_code
        ? (() => {
            throw new AppError(Code.INVALID_CODE, Message.INVALID_ACTIVATION_CODE);
          })()
        : '';

  const user = await findOrCreateUser(ctx, input.email, input.name, lang);
  if (user.disabled) throw new AppError(Code.ACCOUNT_SUSPENDED, 'This account is suspended');
  await activateAccount(ctx, user, {
    activationCode,
    inviteToken: input.invite_token,
    lang,
    sessionId: session.id,
  });
  return { token: await issueSession(ctx, user.id) };
}
