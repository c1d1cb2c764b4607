import { z } from 'zod';
import { LoginMethod } from './access-constants';
import { emailInput, idInput, optString, reqBoolean, reqNumber, reqString } from './fields';

/** core.md §7 access calls: wire shapes in snake_case (LoginMethod is in access-constants.ts). */

export const rsaPublicKeyReply = z.object({
  exponent: reqNumber('Exponent'),
  module: reqString('Module'),
  rsa_id: reqString('RSA id'),
});

export const emailLoginSessionRequest = z.object({ email: emailInput });
export const emailLoginSessionReply = z.object({
  email_session_id: reqString('Email session id'),
  first_login: reqBoolean('First login'),
});

export const sendEmailVerifyCodeRequest = z.object({
  email_session_id: idInput('Email session id'),
});

const optionalText = z
  .string()
  .nullish()
  .transform((v) => (v == null ? '' : v.trim()));

export const loginRequest = z.object({
  name: optionalText,
  email: emailInput,
  login_method: z.coerce.number().int().default(LoginMethod.EMAIL),
  third_party_session_id: optionalText,
  email_session_id: idInput('Email session id'),
  email_verification: optionalText,
  rsa_id: optionalText,
  activation_code: optionalText,
  invite_token: optionalText,
});
export const loginReply = z.object({ token: reqString('Token') });

/** Reply data of a login refused with ACTIVATION_CODE_NEED: where to resume activation. */
export const activationNeededData = z.object({
  email: reqString('Email'),
  session_id: reqString('Session id'),
});

/**
 * A random value the starting browser keeps (sessionStorage) and shows again to exchange the
 * one-time code, so a hand-off link only works in the browser that started the sign-in.
 */
const handoffKey = z
  .string({ error: 'Hand-off key is required' })
  .regex(/^[\w-]{32,128}$/, 'Hand-off key must be 32-128 url-safe characters');

export const oauthSessionRequest = z.object({
  redirect_uri: z.string().trim().url('Redirect URI must be a URL'),
  handoff_key: handoffKey,
});
export const oauthSessionReply = z.object({ oauth_url: reqString('OAuth URL') });

/** The callback's `?code=` (single use, GOOGLE_HANDOFF_TTL_MS) plus the starting browser's key. */
export const oauthExchangeRequest = z.object({
  code: reqString('Code'),
  handoff_key: handoffKey,
});

export const joinWaitingQueueRequest = z.object({
  name: optionalText,
  email: emailInput,
  login_method: z.coerce.number().int().default(LoginMethod.EMAIL),
});

export const profileReply = z.object({
  id: reqString('ID'),
  email: reqString('Email'),
  username: reqString('Username'),
  /** First and last name as entered (issue 24); the username joins them. Absent from older servers. */
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  avatar: optString('Avatar'),
  latest_modified_workspace: z.object(
    { id: reqString('Workspace ID') },
    { error: 'Workspace cannot be empty' },
  ),
});

export const checkAdminReply = z.object({ agent_admin: reqBoolean('Agent admin') });
