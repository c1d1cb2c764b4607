// The reply schemas of the calls made before any area has loaded: on the login and invite
// pages and at start-up. They bring zod with them, so they are a chunk of their own, fetched
// alongside the first such call (entryReply.ts) instead of with the login page's script.
export {
  acceptInvitationReply,
  emailLoginSessionReply,
  emptyReply,
  invitationPreviewReply,
  loginReply,
  oauthSessionReply,
  profileReply,
  rsaPublicKeyReply,
} from '@talkreel/contract';
