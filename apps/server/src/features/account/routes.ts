import {
  avatarReply,
  Code,
  Message,
  profileReply,
  updateProfileReply,
  updateProfileRequest,
} from '@talkreel/contract';
import type { AuthUser } from '../../http/auth';
import { type AnyRoute, rawRoute, userRoute } from '../../http/route';
import { readAvatarFile } from './avatar-upload';
import { avatarUrl } from './avatar-url';
import { getProfile } from './profile';
import { setAvatar } from './set-avatar';
import { updateUsername } from './update-profile';

const tag = 'account';

export const accountRoutes: AnyRoute[] = [
  userRoute({
    method: 'GET',
    url: '/users/profile',
    tag,
    summary: 'The signed-in account',
    reply: profileReply,
    handler: ({ ctx, user }) =>
      getProfile(ctx, user, (key) => avatarUrl(ctx, key) as Promise<string>),
  }),
  userRoute({
    method: 'POST',
    url: '/users/profile',
    tag,
    summary:
      'Save the account name: {username} (first and last name joined by a space) or {first_name, last_name} as entered',
    input: updateProfileRequest,
    reply: updateProfileReply,
    handler: ({ ctx, user, input }) => updateUsername(ctx, user, input),
  }),
  rawRoute({
    method: 'POST',
    url: '/users/avatar',
    tag,
    summary: `Upload a new avatar: multipart field "avatar", a PNG or JPEG of at most 1 MB. Reply data {avatar: url}`,
    auth: 'user',
    raw: async ({ ctx, req, user }) => {
      const image = await readAvatarFile(req);
      const data = avatarReply.parse(await setAvatar(ctx, user as AuthUser, image));
      return { code: Code.OK, message: Message.OK, data };
    },
  }),
];
