import type { loginRequest } from '@talkreel/contract';
import type { z } from 'zod';
import { callApiOnDemand as callApi } from '../../api/callApiOnDemand';
import { entryReply } from '../../api/entryReply';

/**
 * The access calls of core.md §7. Login-form calls show their errors inline, not as toasts.
 * Their reply schemas and the call layer itself are fetched with the first call (entryReply,
 * callApiOnDemand), not with the login page.
 */
const acceptInvitationReply = entryReply('acceptInvitationReply');
const emailLoginSessionReply = entryReply('emailLoginSessionReply');
const emptyReply = entryReply('emptyReply');
const invitationPreviewReply = entryReply('invitationPreviewReply');
const loginReply = entryReply('loginReply');
const oauthSessionReply = entryReply('oauthSessionReply');
const rsaPublicKeyReply = entryReply('rsaPublicKeyReply');

export const getEmailLoginSession = (email: string) =>
  callApi('/prelogin/get_email_login_session', {
    method: 'POST',
    body: { email },
    reply: emailLoginSessionReply,
    toast: false,
  });

export const sendEmailVerifyCode = (emailSessionId: string) =>
  callApi('/prelogin/send_email_verify_code', {
    method: 'POST',
    body: { email_session_id: emailSessionId },
    reply: emptyReply,
    toast: false,
  });

export const login = (body: z.input<typeof loginRequest>) =>
  callApi('/login', { method: 'POST', body, reply: loginReply, toast: false });

export const getRsaPublicKey = () => callApi('/rsapub', { reply: rsaPublicKeyReply, toast: false });

export const joinWaitingQueue = (email: string, loginMethod: number) =>
  callApi('/join-waiting-queue', {
    method: 'POST',
    body: { name: '', email, login_method: loginMethod },
    reply: emptyReply,
  });

export const createGoogleSession = (redirectUri: string, handoffKey: string) =>
  callApi('/oauth/google/session', {
    method: 'POST',
    body: { redirect_uri: redirectUri, handoff_key: handoffKey },
    reply: oauthSessionReply,
  });

/** Trades the Google return's one-time code for a token; the call layer toasts a refusal. */
export const exchangeGoogleCode = (code: string, handoffKey: string) =>
  callApi('/oauth/google/exchange', {
    method: 'POST',
    body: { code, handoff_key: handoffKey },
    reply: loginReply,
  });

/** Accepting a member invitation by link; the caller swallows failures (core.md §4). */
export const acceptInvitation = (inviteToken: string) =>
  callApi('/users/accept-invitation', {
    method: 'POST',
    body: { invite_token: inviteToken },
    reply: acceptInvitationReply,
    toast: false,
  });

export const logout = () =>
  callApi('/logout', { method: 'POST', body: {}, reply: emptyReply, toast: false });

/** Who invites the holder of an invitation link to which product; failures stay silent. */
export const previewInvitation = (inviteToken: string) =>
  callApi('/users/invitation-preview', {
    method: 'POST',
    body: { invite_token: inviteToken },
    reply: invitationPreviewReply,
    toast: false,
  });
