import {
  type CaptionStyle,
  captionStyleInput,
  DEFAULT_CAPTION_STYLE,
  DEFAULT_LOGO_PLACEMENT,
  LOGO_CORNERS,
} from '@talkreel/contract';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { BrandKitsTable } from '../../ports/db/schema';

export type BrandKitRow = Selectable<BrandKitsTable>;
export type LogoCorner = (typeof LOGO_CORNERS)[number];

/** A workspace's kit as the server uses it (the row parsed, or the default when it has none). */
export interface StoredKit {
  logoKey: string | null;
  logoCorner: LogoCorner;
  logoSize: number;
  logoOpacity: number;
  colors: string[];
  captionStyle: CaptionStyle;
  updatedAt: number | null;
}

/** The kit of a workspace that never saved one: no logo, no colours, today's captions. */
export const DEFAULT_KIT: StoredKit = {
  logoKey: null,
  logoCorner: DEFAULT_LOGO_PLACEMENT.logo_corner,
  logoSize: DEFAULT_LOGO_PLACEMENT.logo_size,
  logoOpacity: DEFAULT_LOGO_PLACEMENT.logo_opacity,
  colors: [],
  captionStyle: { ...DEFAULT_CAPTION_STYLE },
  updatedAt: null,
};

const storedColors = z.array(z.string());

/**
 * Parses a row defensively: a value that no longer parses (a caption font retired later, say)
 * falls back to the default rather than breaking every render of the workspace.
 */
function parseRow(row: BrandKitRow): StoredKit {
  const corner = LOGO_CORNERS.find((c) => c === row.logo_corner) ?? DEFAULT_KIT.logoCorner;
  const colors = storedColors.safeParse(JSON.parse(row.colors));
  const style = captionStyleInput.safeParse(JSON.parse(row.caption_style));
  return {
    logoKey: row.logo_key,
    logoCorner: corner,
    logoSize: Number(row.logo_size),
    logoOpacity: Number(row.logo_opacity),
    colors: colors.success ? colors.data : [],
    captionStyle: style.success ? style.data : { ...DEFAULT_CAPTION_STYLE },
    updatedAt: Number(row.updated_at),
  };
}

export async function kitRowOf(ctx: AppContext, workspaceId: string) {
  return ctx.db
    .selectFrom('brand_kits')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
}

/** The workspace's kit; the default when it has never saved one. */
export async function storedKitOf(ctx: AppContext, workspaceId: string): Promise<StoredKit> {
  const row = await kitRowOf(ctx, workspaceId);
  return row ? parseRow(row) : { ...DEFAULT_KIT, captionStyle: { ...DEFAULT_KIT.captionStyle } };
}
