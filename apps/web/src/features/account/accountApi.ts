import { profileReply } from '@talkreel/contract';
import { callApi } from '../../api/client';

/** GET /users/profile; `token` lets a fresh sign-in load the profile before storing it. */
export const getProfile = (options: { token?: string; toast?: boolean } = {}) =>
  callApi('/users/profile', { reply: profileReply, ...options });
