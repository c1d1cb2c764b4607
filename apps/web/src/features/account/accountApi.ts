import { AVATAR_FIELD, avatarReply, profileReply, updateProfileReply } from '@talkreel/contract';
import { callApi } from '../../api/client';
import { uploadFile } from '../../api/uploadFile';

/** GET /users/profile; `token` lets a fresh sign-in load the profile before storing it. */
export const getProfile = (options: { token?: string; toast?: boolean } = {}) =>
  callApi('/users/profile', { reply: profileReply, ...options });

/** Saves the account name: first and last name joined by a space (core.md §3). */
export const updateUsername = (username: string) =>
  callApi('/users/profile', { method: 'POST', body: { username }, reply: updateProfileReply });

/** POST /users/avatar, multipart field `avatar`, reporting the fraction sent. */
export const uploadAvatar = (file: File, onProgress?: (fraction: number) => void) =>
  uploadFile('/users/avatar', {
    file,
    field: AVATAR_FIELD,
    fileName: file.name,
    reply: avatarReply,
    onProgress,
  });
