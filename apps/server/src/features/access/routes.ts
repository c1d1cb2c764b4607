import {
  emailLoginSessionReply,
  emailLoginSessionRequest,
  emptyReply,
  joinWaitingQueueRequest,
  LoginMethod,
  loginReply,
  loginRequest,
  rsaPublicKeyReply,
  sendEmailVerifyCodeRequest,
} from '@talkreel/contract';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { type AnyRoute, publicRoute, userRoute } from '../../http/route';
import { loginByEmail, sendEmailVerifyCode, startEmailLoginSession } from './email-login';
import { getRsaPublicKey } from './rsa-keys';
import { revokeSession } from './sessions';
import { joinWaitlist } from './waitlist';

const tag = 'access';

export const accessRoutes: AnyRoute[] = [
  publicRoute({
    method: 'GET',
    url: '/rsapub',
    tag,
    summary: 'Public key for encrypting invitation codes (PKCS#1 v1.5)',
    reply: rsaPublicKeyReply,
    handler: ({ ctx }) => getRsaPublicKey(ctx),
  }),
  publicRoute({
    method: 'POST',
    url: '/prelogin/get_email_login_session',
    tag,
    summary: 'Start an e-mail login session',
    input: emailLoginSessionRequest,
    reply: emailLoginSessionReply,
    handler: ({ ctx, input, ip }) => startEmailLoginSession(ctx, input.email, ip),
  }),
  publicRoute({
    method: 'POST',
    url: '/prelogin/send_email_verify_code',
    tag,
    summary: 'E-mail a 6-digit single-use code (10 per e-mail and per address per minute)',
    input: sendEmailVerifyCodeRequest,
    reply: emptyReply,
    handler: async ({ ctx, input, ip, lang }) => {
      await sendEmailVerifyCode(ctx, input.email_session_id, ip, lang);
      return null;
    },
  }),
  publicRoute({
    method: 'POST',
    url: '/login',
    tag,
    summary:
      'Sign in (login_method 2: e-mail code); activates with activation_code or invite_token',
    input: loginRequest,
    reply: loginReply,
    handler: async ({ ctx, input, ip, lang }) => {
      if (input.login_method !== LoginMethod.EMAIL) {
        throw new AppError(1001, 'Unsupported login method');
      }
      return loginByEmail(ctx, input, ip, lang);
    },
  }),
  publicRoute({
    method: 'POST',
    url: '/join-waiting-queue',
    tag,
    summary: 'Join the waitlist (idempotent)',
    input: joinWaitingQueueRequest,
    reply: emptyReply,
    handler: async ({ ctx, input, ip }) => {
      await joinWaitlist(ctx, input, ip);
      return null;
    },
  }),
  userRoute({
    method: 'POST',
    url: '/logout',
    tag,
    summary: 'Revoke the calling session token',
    input: z.object({}).optional(),
    reply: emptyReply,
    handler: async ({ ctx, user }) => {
      await revokeSession(ctx, user.sessionId);
      return null;
    },
  }),
];
