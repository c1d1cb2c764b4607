import type { BrandKitUpdate } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { storeLogo } from './store-logo';
import { kitRowOf, type StoredKit, storedKitOf } from './stored-kit';

/**
 * `POST /brand-kit/update`: replaces the workspace's kit with the request (the logo: a new
 * upload, null to remove it, left out to keep it). The new logo is stored before the row
 * changes and removed again if the row cannot be written, so a refusal changes nothing; the
 * logo it replaces is deleted once the row no longer names it.
 */
export async function updateBrandKit(
  ctx: AppContext,
  user: AuthUser,
  workspaceId: string,
  input: BrandKitUpdate,
): Promise<StoredKit> {
  const before = await kitRowOf(ctx, workspaceId);
  const oldKey = before?.logo_key ?? null;
  const newKey =
    typeof input.logo_file_uri === 'string'
      ? await storeLogo(ctx, user.id, workspaceId, input.logo_file_uri)
      : null;
  const logoKey = input.logo_file_uri === undefined ? oldKey : newKey;
  const values = {
    logo_key: logoKey,
    logo_corner: input.logo_corner,
    logo_size: input.logo_size,
    logo_opacity: input.logo_opacity,
    colors: JSON.stringify(input.colors),
    caption_style: JSON.stringify(input.caption_style),
    updated_by: user.id,
    updated_at: ctx.now(),
  };
  try {
    await ctx.db
      .insertInto('brand_kits')
      .values({ workspace_id: workspaceId, ...values })
      .onConflict((oc) => oc.column('workspace_id').doUpdateSet(values))
      .execute();
  } catch (err) {
    if (newKey) await ctx.storage.delete(newKey);
    throw err;
  }
  if (oldKey && oldKey !== logoKey) await ctx.storage.delete(oldKey);
  return storedKitOf(ctx, workspaceId);
}
