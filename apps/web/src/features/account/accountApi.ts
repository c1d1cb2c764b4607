import { API_TIMEOUT_MS, AVATAR_FIELD, avatarReply, updateProfileReply } from '@talkreel/contract';
import { callApi } from '../../api/client';
import { uploadFile } from '../../api/uploadFile';

/**
 * Saves the account name. The parts go as entered (issue 24); the server stores the username
 * the spec names (core.md §3: first and last name joined by a space) with them.
 */
export const updateName = (parts: { first: string; last: string }) =>
  callApi('/users/profile', {
    method: 'POST',
    body: { first_name: parts.first, last_name: parts.last },
    reply: updateProfileReply,
  });

/**
 * POST /users/avatar, multipart field `avatar`, reporting the fraction sent. Like every call it
 * gives up after 10 s with "Request Timeout" (core.md §7): an avatar is at most 1 MB, so a
 * stalled connection, not a slow one, is what that ends.
 */
export const uploadAvatar = (file: File, onProgress?: (fraction: number) => void) =>
  uploadFile('/users/avatar', {
    file,
    field: AVATAR_FIELD,
    fileName: file.name,
    reply: avatarReply,
    onProgress,
    timeoutMs: API_TIMEOUT_MS,
  });
