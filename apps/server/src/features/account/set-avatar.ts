import { AVATAR_MAX_PIXELS, Code, Message } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { newId } from '../../lib/ids';
import { readImageInfo, TOO_MANY_PIXELS } from '../../lib/image-info';
import { avatarUrl } from './avatar-url';

/**
 * Stores a new avatar after checking by content that it is a PNG or JPEG, points the account
 * at it, then drops the old file. A refused image changes nothing.
 */
export async function setAvatar(ctx: AppContext, user: AuthUser, image: Buffer) {
  const info = await readImageInfo(image);
  if (info === TOO_MANY_PIXELS) {
    throw new AppError(Code.INVALID_INPUT, Message.INVALID_IMAGE, {
      reason: TOO_MANY_PIXELS,
      max_pixels: AVATAR_MAX_PIXELS,
    });
  }
  if (!info) throw new AppError(Code.INVALID_INPUT, Message.INVALID_IMAGE);
  const key = `avatars/${user.id}/${newId()}.${info.type === 'png' ? 'png' : 'jpg'}`;
  await ctx.storage.put(key, image, info.contentType);

  const previous = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('users')
      .select('avatar_key')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    await trx.updateTable('users').set({ avatar_key: key }).where('id', '=', user.id).execute();
    return row.avatar_key;
  });
  if (previous && previous !== key) {
    // The account already shows the new avatar; a leftover old file is only wasted space.
    await ctx.storage
      .delete(previous)
      .catch((err) => ctx.log.warn({ err, key: previous }, 'old avatar not deleted'));
  }
  return { avatar: (await avatarUrl(ctx, key)) as string };
}
