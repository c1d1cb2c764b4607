import { z } from 'zod';

/**
 * The picture of a video (issue 26): its format and size, what stands behind the actor, where
 * the actor stands, the workspace's brand and the burned-in captions' style. Every field is
 * optional on every request: a request without them renders today's 9:16 720p video.
 */

export const VIDEO_FORMATS = ['9:16', '16:9', '1:1', '4:5'] as const;
export type VideoFormatName = (typeof VIDEO_FORMATS)[number];
export const VIDEO_RESOLUTIONS = ['720p', '1080p'] as const;
export type VideoResolutionName = (typeof VIDEO_RESOLUTIONS)[number];
export const DEFAULT_VIDEO_FORMAT: VideoFormatName = '9:16';
export const DEFAULT_VIDEO_RESOLUTION: VideoResolutionName = '720p';

/** Pixel sizes at 720p; 1080p is 1.5 times these (the engine's frame-format.ts agrees). */
const FRAME_720: Record<VideoFormatName, { width: number; height: number }> = {
  '9:16': { width: 720, height: 1280 },
  '16:9': { width: 1280, height: 720 },
  '1:1': { width: 720, height: 720 },
  '4:5': { width: 720, height: 900 },
};

/** The delivered video's width and height in pixels. */
export function videoFrameSize(
  format: VideoFormatName = DEFAULT_VIDEO_FORMAT,
  resolution: VideoResolutionName = DEFAULT_VIDEO_RESOLUTION,
): { width: number; height: number } {
  const k = resolution === '1080p' ? 1.5 : 1;
  const base = FRAME_720[format];
  return { width: base.width * k, height: base.height * k };
}

export const PictureMessage = {
  FORMAT: `Format must be one of ${VIDEO_FORMATS.join(', ')}`,
  RESOLUTION: `Resolution must be one of ${VIDEO_RESOLUTIONS.join(', ')}`,
  COLOR: 'Colour must be #RRGGBB',
  BACKGROUND: 'Background must be an object with a valid type and value',
  STOCK_BACKGROUND: 'Unknown stock background',
  LAYOUT: 'Layout must be an object with a valid placement and a scale from 0.4 to 1',
  BRAND: 'Brand must be "workspace" or "none"',
  CAPTION_STYLE: 'Caption style is invalid',
  LOGO_FILE: 'The logo must be a PNG or SVG image',
  TOO_MANY_COLORS: 'A brand kit holds at most 6 colours',
} as const;

export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
export const hexColor = z
  .string({ error: PictureMessage.COLOR })
  .regex(HEX_COLOR_PATTERN, PictureMessage.COLOR)
  .transform((v) => v.toLowerCase());

export const videoFormatInput = z.enum(VIDEO_FORMATS, { error: PictureMessage.FORMAT });
export const videoResolutionInput = z.enum(VIDEO_RESOLUTIONS, {
  error: PictureMessage.RESOLUTION,
});

/**
 * What stands behind the actor. `actor` is the actor's own backdrop (today's look); `stock` is an
 * id from the backgrounds list; `image` and `video` take the `upload://<task_id>` of the user's
 * own confirmed upload (a video is muted, looped or trimmed to the speech and cropped to fill).
 */
export const BACKGROUND_TYPES = ['actor', 'color', 'gradient', 'stock', 'image', 'video'] as const;
export type BackgroundType = (typeof BACKGROUND_TYPES)[number];

const uploadRef = z.string({ error: PictureMessage.BACKGROUND }).trim().min(1).max(200);
export const backgroundInput = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('actor'), value: z.null().optional() }),
    z.object({ type: z.literal('color'), value: hexColor }),
    z.object({ type: z.literal('gradient'), value: z.tuple([hexColor, hexColor]) }),
    z.object({ type: z.literal('stock'), value: z.string().trim().min(1).max(64) }),
    z.object({ type: z.literal('image'), value: uploadRef }),
    z.object({ type: z.literal('video'), value: uploadRef }),
  ],
  { error: PictureMessage.BACKGROUND },
);
export type BackgroundInput = z.output<typeof backgroundInput>;

/** Where the actor stands: the whole frame, placed left/centre/right, or a round bubble. */
export const LAYOUT_PLACEMENTS = ['full', 'left', 'center', 'right', 'circle'] as const;
export type LayoutPlacement = (typeof LAYOUT_PLACEMENTS)[number];
export const LAYOUT_SCALE_MIN = 0.4;
export const LAYOUT_SCALE_MAX = 1;
export const layoutInput = z.object(
  {
    placement: z.enum(LAYOUT_PLACEMENTS, { error: PictureMessage.LAYOUT }),
    scale: z
      .number({ error: PictureMessage.LAYOUT })
      .min(LAYOUT_SCALE_MIN, PictureMessage.LAYOUT)
      .max(LAYOUT_SCALE_MAX, PictureMessage.LAYOUT)
      .optional()
      .transform((v) => v ?? 1),
  },
  { error: PictureMessage.LAYOUT },
);
export type LayoutInput = z.output<typeof layoutInput>;

/** `workspace` applies the workspace's brand kit (its logo), `none` renders without it. */
export const BRAND_CHOICES = ['workspace', 'none'] as const;
export type BrandChoice = (typeof BRAND_CHOICES)[number];
export const brandInput = z.enum(BRAND_CHOICES, { error: PictureMessage.BRAND });

/** Bundled caption fonts; all cover Latin and CJK (Noto Sans CJK weights shipped in npm). */
export const CAPTION_FONTS = ['noto-sans-bold', 'noto-sans-medium', 'noto-sans-regular'] as const;
export const CAPTION_DECORATIONS = ['box', 'outline'] as const;
export const CAPTION_POSITIONS = ['bottom', 'middle', 'top'] as const;
/** Text height in pixels of a 720-pixel short side (scaled with the frame). */
export const CAPTION_SIZE_MIN = 24;
export const CAPTION_SIZE_MAX = 72;
export const CAPTION_WORDS_PER_LINE_MAX = 12;

export const DEFAULT_CAPTION_STYLE = {
  font: 'noto-sans-bold',
  size: 44,
  color: '#ffffff',
  decoration: 'box',
  position: 'bottom',
  /** null: as many words as fit the width (today's captions). */
  words_per_line: null,
} as const satisfies CaptionStyle;

export const captionStyleInput = z.object(
  {
    font: z.enum(CAPTION_FONTS, { error: PictureMessage.CAPTION_STYLE }),
    size: z
      .number({ error: PictureMessage.CAPTION_STYLE })
      .int(PictureMessage.CAPTION_STYLE)
      .min(CAPTION_SIZE_MIN, PictureMessage.CAPTION_STYLE)
      .max(CAPTION_SIZE_MAX, PictureMessage.CAPTION_STYLE),
    color: hexColor,
    decoration: z.enum(CAPTION_DECORATIONS, { error: PictureMessage.CAPTION_STYLE }),
    position: z.enum(CAPTION_POSITIONS, { error: PictureMessage.CAPTION_STYLE }),
    words_per_line: z
      .number({ error: PictureMessage.CAPTION_STYLE })
      .int(PictureMessage.CAPTION_STYLE)
      .min(1, PictureMessage.CAPTION_STYLE)
      .max(CAPTION_WORDS_PER_LINE_MAX, PictureMessage.CAPTION_STYLE)
      .nullable(),
  },
  { error: PictureMessage.CAPTION_STYLE },
);
export type CaptionStyle = z.output<typeof captionStyleInput>;

/** The picture choices of one video, as process-batch tasks and POST /videos take them. */
export const pictureInput = {
  format: videoFormatInput.nullish(),
  resolution: videoResolutionInput.nullish(),
  background: backgroundInput.nullish(),
  layout: layoutInput.nullish(),
  brand: brandInput.nullish(),
  caption_style: captionStyleInput.nullish(),
};

/** The picture a video was (or will be) rendered with, every choice filled in. */
export const videoPicture = z.object({
  format: z.enum(VIDEO_FORMATS),
  resolution: z.enum(VIDEO_RESOLUTIONS),
  width: z.number().int(),
  height: z.number().int(),
  background: backgroundInput,
  layout: z.object({ placement: z.enum(LAYOUT_PLACEMENTS), scale: z.number() }),
  brand: z.enum(BRAND_CHOICES),
  caption_style: captionStyleInput.nullable(),
});
export type VideoPicture = z.output<typeof videoPicture>;

/** One stock background (`GET /backgrounds/list`, public `GET /backgrounds`). */
export const stockBackgroundItem = z.object({
  id: z.string(),
  name: z.string(),
  /** Small picture for the picker (a signed address). */
  thumbnail_url: z.string(),
});
export const stockBackgroundsReply = z.object({ backgrounds: z.array(stockBackgroundItem) });

/** The brand kit's logo corner. */
export const LOGO_CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
/** Logo width as a share of the frame's width. */
export const LOGO_SIZE_MIN = 0.05;
export const LOGO_SIZE_MAX = 0.3;
export const LOGO_OPACITY_MIN = 0.1;
export const BRAND_COLORS_MAX = 6;

/**
 * A workspace that never saved a kit: no logo yet, and a logo once added sits bottom-right at 15 %
 * of the width (a watermark's usual place and size), fully opaque.
 */
export const DEFAULT_LOGO_PLACEMENT = {
  logo_corner: 'bottom-right',
  logo_size: 0.15,
  logo_opacity: 1,
} as const;

/** A workspace's brand kit (`GET /brand-kit/detail`); every workspace has one, empty at first. */
export const brandKit = z.object({
  logo_url: z.string().nullable(),
  logo_corner: z.enum(LOGO_CORNERS),
  logo_size: z.number(),
  logo_opacity: z.number(),
  colors: z.array(z.string()),
  caption_style: captionStyleInput,
  updated_at: z.string().nullable(),
});
export type BrandKit = z.output<typeof brandKit>;

/**
 * `POST /brand-kit/update` (managers only). `logo_file_uri`: an `upload://` of the user's own
 * confirmed PNG or SVG upload to set the logo, null to remove it, left out to keep it.
 */
export const brandKitUpdateRequest = z.object({
  logo_file_uri: z.string().trim().min(1).max(200).nullish(),
  logo_corner: z.enum(LOGO_CORNERS),
  logo_size: z.number().min(LOGO_SIZE_MIN).max(LOGO_SIZE_MAX),
  logo_opacity: z.number().min(LOGO_OPACITY_MIN).max(1),
  colors: z.array(hexColor).max(BRAND_COLORS_MAX, PictureMessage.TOO_MANY_COLORS),
  caption_style: captionStyleInput,
});
export type BrandKitUpdate = z.output<typeof brandKitUpdateRequest>;
