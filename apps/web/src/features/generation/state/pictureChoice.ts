import {
  DEFAULT_VIDEO_FORMAT,
  DEFAULT_VIDEO_RESOLUTION,
  HEX_COLOR_PATTERN,
  LAYOUT_PLACEMENTS,
  LAYOUT_SCALE_MAX,
  LAYOUT_SCALE_MIN,
  type LayoutPlacement,
  VIDEO_FORMATS,
  VIDEO_RESOLUTIONS,
  type VideoFormatName,
  type VideoResolutionName,
} from '@talkreel/contract';

/**
 * What stands behind the actor, as the draft keeps it. An uploaded image or video also keeps its
 * file's name, to show which file was chosen after a reload (the local preview address is gone).
 */
export type BackgroundChoice =
  | { type: 'actor' }
  | { type: 'color'; value: string }
  | { type: 'gradient'; value: [string, string] }
  | { type: 'stock'; value: string }
  | { type: 'image' | 'video'; value: string; name: string };

/** The picture of the videos a project's draft will make (issue 26). */
export interface PictureChoice {
  format: VideoFormatName;
  resolution: VideoResolutionName;
  background: BackgroundChoice;
  layout: { placement: LayoutPlacement; scale: number };
  /** Stamp the workspace brand kit's logo (sent as brand "workspace"). */
  brandLogo: boolean;
}

export const DEFAULT_PICTURE: PictureChoice = {
  format: DEFAULT_VIDEO_FORMAT,
  resolution: DEFAULT_VIDEO_RESOLUTION,
  background: { type: 'actor' },
  layout: { placement: 'full', scale: 1 },
  brandLogo: false,
};

/** The colours a new colour or gradient background starts from when the kit offers none. */
export const FALLBACK_COLOR = '#1f2a44';
export const FALLBACK_GRADIENT: [string, string] = ['#6d4aff', '#ff7ab6'];

const isColor = (v: unknown): v is string => typeof v === 'string' && HEX_COLOR_PATTERN.test(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;

function backgroundOf(raw: unknown): BackgroundChoice {
  const b = (raw ?? {}) as { type?: unknown; value?: unknown; name?: unknown };
  if (b.type === 'color' && isColor(b.value)) return { type: 'color', value: b.value };
  if (
    b.type === 'gradient' &&
    Array.isArray(b.value) &&
    b.value.length === 2 &&
    b.value.every(isColor)
  )
    return { type: 'gradient', value: [b.value[0], b.value[1]] };
  if (b.type === 'stock' && isText(b.value)) return { type: 'stock', value: b.value };
  if ((b.type === 'image' || b.type === 'video') && isText(b.value))
    return { type: b.type, value: b.value, name: isText(b.name) ? b.name : '' };
  return { type: 'actor' };
}

/** A layout scale within the contract's bounds, in whole percent (the slider's steps). */
export const clampScale = (scale: number) =>
  Math.round(Math.min(LAYOUT_SCALE_MAX, Math.max(LAYOUT_SCALE_MIN, scale)) * 100) / 100;

/**
 * The draft's picture with every choice valid: older drafts (and anything a stored copy lost)
 * read as today's 9:16 720p video on the actor's own backdrop.
 */
export function pictureOf(stored: Partial<PictureChoice> | undefined): PictureChoice {
  const p = stored ?? {};
  const placement = LAYOUT_PLACEMENTS.includes(p.layout?.placement as LayoutPlacement)
    ? (p.layout?.placement as LayoutPlacement)
    : 'full';
  const scale = typeof p.layout?.scale === 'number' ? clampScale(p.layout.scale) : 1;
  return {
    format: VIDEO_FORMATS.includes(p.format as VideoFormatName)
      ? (p.format as VideoFormatName)
      : DEFAULT_VIDEO_FORMAT,
    resolution: VIDEO_RESOLUTIONS.includes(p.resolution as VideoResolutionName)
      ? (p.resolution as VideoResolutionName)
      : DEFAULT_VIDEO_RESOLUTION,
    background: backgroundOf(p.background),
    layout: { placement, scale: placement === 'full' ? 1 : scale },
    brandLogo: p.brandLogo === true,
  };
}
