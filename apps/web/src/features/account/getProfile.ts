import { callApi } from '../../api/client';
import { entryReply } from '../../api/entryReply';

/**
 * GET /users/profile; `token` lets a fresh sign-in load the profile before storing it. Made
 * from the login page and at start-up, so it is a module of its own (the rest of the account
 * calls stay out of the login page's script) and its schema comes with the call (entryReply).
 */
export const getProfile = (options: { token?: string; toast?: boolean } = {}) =>
  callApi('/users/profile', { reply: entryReply('profileReply'), ...options });
