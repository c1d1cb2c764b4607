import {
  Code,
  DAY_MS,
  type Language,
  LOGIN_CODE_MAILS_PER_ADDRESS_PER_DAY,
  LOGIN_CODE_MAILS_PER_DAY,
  LOGIN_CODE_MAX_GUESSES,
  LOGIN_CODE_TTL_MS,
  Message,
} from '@talkreel/contract';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { isSuspended } from '../../http/auth';
import { countAttempt, refuseIfCapped } from '../../http/rate-limit';
import { newId, newLoginCode, sha256 } from '../../lib/ids';
import { renderMail } from '../../mail/templates';
import { activateAccount, findOrCreateUser } from './accounts';
import { decryptActivationCode } from './rsa-keys';
import { issueSession } from './sessions';

/** An e-mail session stays usable this long, long enough to fetch an invitation code. */
const EMAIL_SESSION_TTL_MS = 60 * 60_000;

const codeHash = (sessionId: string, code: string) => sha256(`${sessionId}:${code}`);
const badCode = () => new AppError(Code.INVALID_CODE, Message.INVALID_VERIFY_CODE);
/** The same business code, with words the login page acts on: it offers to send a new code. */
const voidCode = () => new AppError(Code.INVALID_CODE, Message.LOGIN_CODE_VOID);

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

export async function startEmailLoginSession(ctx: AppContext, email: string, ip: string) {
  // Each call writes a row for an anonymous caller, so it is capped per address.
  await countAttempt(ctx, `email-session:ip:${ip}`);
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
  return s && s.expires_at > ctx.now() && s.consumed_at === null ? s : null;
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
  // The sender first, so a capped sender cannot use up the victim's per-e-mail allowance. The
  // day's cap is per sender and address: one address asking for somebody else's codes all day
  // must not keep that person from signing in (only a hundred senders together could).
  await countAttempt(ctx, `send-code:ip:${ip}`);
  await countAttempt(ctx, `send-code:email:${session.email}`);
  await countAttempt(
    ctx,
    `send-code-day:email:${session.email}:ip:${ip}`,
    LOGIN_CODE_MAILS_PER_DAY,
    DAY_MS,
  );
  await countAttempt(
    ctx,
    `send-code-day:email:${session.email}`,
    LOGIN_CODE_MAILS_PER_ADDRESS_PER_DAY,
    DAY_MS,
  );
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
 * Checks a mailed code against the session's live one and marks the session verified. A wrong
 * guess counts against that code (void after LOGIN_CODE_MAX_GUESSES) and against the e-mail;
 * a guess when no code is live counts nowhere, so nobody can lock an address out by guessing.
 */
async function verifyMailedCode(ctx: AppContext, sessionId: string, email: string, code: string) {
  const failKey = `login-fail:email:${email}`;
  await refuseIfCapped(ctx, failKey);
  const now = ctx.now();
  const live = () =>
    ctx.db
      .updateTable('login_codes')
      .where('email_session_id', '=', sessionId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now);
  const used = await ctx.db.transaction().execute(async (trx) => {
    const r = await trx
      .updateTable('login_codes')
      .set({ used_at: now })
      .where('email_session_id', '=', sessionId)
      .where('code_hash', '=', codeHash(sessionId, code))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .where('failed_attempts', '<', LOGIN_CODE_MAX_GUESSES)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable('email_sessions')
      .set({ verified_at: now })
      .where('id', '=', sessionId)
      .execute();
    return true;
  });
  if (used) return;
  const missed = await live().set({ failed_attempts: sql`failed_attempts + 1` }).executeTakeFirst();
  if (Number(missed.numUpdatedRows) === 0) {
    // Even the right code fails now: say so, or the user keeps typing it.
    throw (await newestCodeVoided(ctx, sessionId)) ? voidCode() : badCode();
  }
  const voided = await live()
    .set({ used_at: now })
    .where('failed_attempts', '>=', LOGIN_CODE_MAX_GUESSES)
    .executeTakeFirst();
  await countAttempt(ctx, failKey);
  throw Number(voided.numUpdatedRows) > 0 ? voidCode() : badCode();
}

/** Whether the session's latest code was voided by wrong guesses (and has not expired since). */
async function newestCodeVoided(ctx: AppContext, sessionId: string): Promise<boolean> {
  const newest = await ctx.db
    .selectFrom('login_codes')
    .select(['failed_attempts', 'expires_at'])
    .where('email_session_id', '=', sessionId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return (
    newest !== undefined &&
    newest.failed_attempts >= LOGIN_CODE_MAX_GUESSES &&
    newest.expires_at > ctx.now()
  );
}

/** Marks the session used; false when another request already took a token from it. */
async function consumeEmailSession(ctx: AppContext, sessionId: string): Promise<boolean> {
  const r = await ctx.db
    .updateTable('email_sessions')
    .set({ consumed_at: ctx.now() })
    .where('id', '=', sessionId)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Login method 2. A fresh e-mailed code signs in; unactivated accounts get ACTIVATION_CODE_NEED
 * and their session stays verified for one more `/login` that carries an invitation code or an
 * invite token and no e-mailed code. Issuing a token uses the session up.
 */
export async function loginByEmail(ctx: AppContext, input: LoginInput, ip: string, lang: Language) {
  await countAttempt(ctx, `login:ip:${ip}`);
  const session = await liveSession(ctx, input.email_session_id);
  if (!session || session.email !== input.email) throw badCode();

  // Without a fresh code, a verified session only finishes activation.
  const activationStep = session.verified_at !== null && !input.email_verification;
  if (activationStep) {
    if (!input.activation_code && !input.invite_token) throw badCode();
  } else {
    if (!input.email_verification) throw badCode();
    await verifyMailedCode(ctx, session.id, session.email, input.email_verification);
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
  if (activationStep && user.activated_at !== null) throw badCode();
  if (isSuspended(user)) throw new AppError(Code.ACCOUNT_SUSPENDED, Message.ACCOUNT_SUSPENDED);
  await activateAccount(ctx, user, {
    activationCode,
    inviteToken: input.invite_token,
    lang,
    sessionId: session.id,
  });
  if (!(await consumeEmailSession(ctx, session.id))) throw badCode();
  return { token: await issueSession(ctx, user.id) };
}
