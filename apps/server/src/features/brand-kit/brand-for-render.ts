import path from 'node:path';
import type { CaptionStyle } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { downloadObject } from '../videos/stored-files';
import { type LogoCorner, storedKitOf } from './stored-kit';

export interface BrandForRender {
  /** Absent when the workspace has no logo. `path` is a PNG inside workDir. */
  logo?: { path: string; corner: LogoCorner; size: number; opacity: number };
  captionStyle: CaptionStyle;
}

/**
 * What a render of a video with `brand: 'workspace'` needs from the workspace's brand kit: its
 * logo fetched into `workDir` (always a PNG: an SVG was rasterised when it was uploaded) and its
 * caption style (DEFAULT_CAPTION_STYLE when the workspace never saved a kit).
 */
export async function brandForRender(
  ctx: AppContext,
  workspaceId: string,
  workDir: string,
): Promise<BrandForRender> {
  const kit = await storedKitOf(ctx, workspaceId);
  if (!kit.logoKey) return { captionStyle: kit.captionStyle };
  const logoPath = path.join(workDir, 'brand-logo.png');
  await downloadObject(ctx, kit.logoKey, logoPath);
  return {
    logo: { path: logoPath, corner: kit.logoCorner, size: kit.logoSize, opacity: kit.logoOpacity },
    captionStyle: kit.captionStyle,
  };
}
