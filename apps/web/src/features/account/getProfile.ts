import { callApiOnDemand } from '../../api/callApiOnDemand';
import { entryReply } from '../../api/entryReply';

/**
 * GET /users/profile; `token` lets a fresh sign-in load the profile before storing it. Made
 * from the login page and at start-up, so it is a module of its own (the rest of the account
 * calls stay out of the login page's script) and its schema and the call layer come with the
 * call (entryReply, callApiOnDemand).
 */
export const getProfile = (options: { token?: string; toast?: boolean } = {}) =>
  callApiOnDemand('/users/profile', { reply: entryReply('profileReply'), ...options });
