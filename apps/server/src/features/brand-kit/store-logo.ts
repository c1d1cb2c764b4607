import { Code, Message } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { newId } from '../../lib/ids';
import { resolveFileUri } from '../uploads/resolve-file-uri';
import { rasteriseSvg } from '../uploads/svg-image';
import { readObject } from '../videos/stored-files';

/**
 * Longer side of a drawn SVG logo: the largest logo is 30% of a 1920-pixel-wide frame (576 px),
 * so 1024 keeps it sharp at every size with room to spare.
 */
export const SVG_LOGO_LONG_SIDE = 1024;

/** Where a workspace's logo files live; one folder, so deleting the workspace clears it. */
export const brandPrefix = (workspaceId: string) => `brand/${workspaceId}/`;

const invalidImage = () => new AppError(Code.INVALID_FORMAT, Message.INVALID_IMAGE);

/**
 * Stores the caller's confirmed upload as the workspace's logo and returns its key: a PNG is
 * copied byte for byte (its transparency kept), an SVG is drawn to a transparent PNG (never
 * served back as SVG). Anything else (a JPEG, say) is the catalogue's invalid image, and then
 * nothing was stored. The kit keeps its own copy, so the upload's purge never takes the logo.
 */
export async function storeLogo(
  ctx: AppContext,
  userId: string,
  workspaceId: string,
  fileUri: string,
): Promise<string> {
  const upload = await resolveFileUri(ctx, userId, fileUri, 'image', { acceptSvg: true });
  let png: Buffer;
  if (upload.format === 'png') {
    png = await readObject(ctx, upload.file_key);
  } else if (upload.format === 'svg') {
    const drawn = await rasteriseSvg(await readObject(ctx, upload.file_key), SVG_LOGO_LONG_SIDE);
    if (!drawn) throw invalidImage();
    png = drawn.png;
  } else {
    throw invalidImage();
  }
  const key = `${brandPrefix(workspaceId)}logo-${newId()}.png`;
  await ctx.storage.put(key, png, 'image/png');
  return key;
}
