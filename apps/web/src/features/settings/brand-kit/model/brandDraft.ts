import { BRAND_COLORS_MAX, HEX_COLOR_PATTERN } from '@talkreel/contract';
import type { BrandKitData, BrandKitSave, CaptionStyleData, LogoCorner } from '../api/brandKitApi';

/** The logo while editing: the saved one, a new upload not saved yet, or none. */
export type DraftLogo =
  | { kind: 'saved'; url: string }
  | { kind: 'new'; fileUri: string; previewUrl: string }
  | { kind: 'none' };

/** The page's unsaved copy of the kit. Colours are kept as typed (checked before saving). */
export interface BrandDraft {
  logo: DraftLogo;
  logoCorner: LogoCorner;
  logoSize: number;
  logoOpacity: number;
  colors: string[];
  captionStyle: CaptionStyleData;
}

export function draftOf(kit: BrandKitData): BrandDraft {
  return {
    logo: kit.logoUrl ? { kind: 'saved', url: kit.logoUrl } : { kind: 'none' },
    logoCorner: kit.logoCorner,
    logoSize: kit.logoSize,
    logoOpacity: kit.logoOpacity,
    colors: [...kit.colors],
    captionStyle: { ...kit.captionStyle },
  };
}

export const isHexColor = (value: string) => HEX_COLOR_PATTERN.test(value.trim());

/** The colour a new row starts with: the first of a few pleasant ones not yet in the kit. */
const SUGGESTED = ['#6d4aff', '#111827', '#f59e0b', '#10b981', '#ef4444', '#0ea5e9', '#ec4899'];
export function nextColor(colors: string[]): string {
  const used = new Set(colors.map((c) => c.toLowerCase()));
  return SUGGESTED.find((c) => !used.has(c)) ?? '#000000';
}

export const canAddColor = (colors: string[]) => colors.length < BRAND_COLORS_MAX;

/** Indexes of colours that are not #RRGGBB (shown as errors; the save waits for them). */
export const invalidColors = (draft: BrandDraft) =>
  draft.colors.flatMap((c, i) => (isHexColor(c) ? [] : [i]));

export const captionColorValid = (draft: BrandDraft) => isHexColor(draft.captionStyle.color);

export const draftValid = (draft: BrandDraft) =>
  invalidColors(draft).length === 0 && captionColorValid(draft) && canSaveColorCount(draft);

const canSaveColorCount = (draft: BrandDraft) => draft.colors.length <= BRAND_COLORS_MAX;

/** What to send: the logo only when it changed (a new upload, or removed). */
export function saveOf(draft: BrandDraft, saved: BrandKitData): BrandKitSave {
  const logoFileUri =
    draft.logo.kind === 'new'
      ? draft.logo.fileUri
      : draft.logo.kind === 'none' && saved.logoUrl
        ? null
        : undefined;
  return {
    logoFileUri,
    logoCorner: draft.logoCorner,
    logoSize: draft.logoSize,
    logoOpacity: draft.logoOpacity,
    colors: draft.colors.map((c) => c.trim().toLowerCase()),
    captionStyle: { ...draft.captionStyle, color: draft.captionStyle.color.trim().toLowerCase() },
  };
}

/** The kit as it will read once the save lands (the optimistic copy the page shows meanwhile). */
export function expectedKit(draft: BrandDraft, saved: BrandKitData): BrandKitData {
  const save = saveOf(draft, saved);
  return {
    logoUrl:
      draft.logo.kind === 'new'
        ? draft.logo.previewUrl
        : draft.logo.kind === 'saved'
          ? draft.logo.url
          : null,
    logoCorner: save.logoCorner,
    logoSize: save.logoSize,
    logoOpacity: save.logoOpacity,
    colors: save.colors,
    captionStyle: save.captionStyle,
    updatedAt: saved.updatedAt,
  };
}

/** Whether the draft differs from the saved kit (the Save button waits for a change). */
export function draftChanged(draft: BrandDraft, saved: BrandKitData): boolean {
  const save = saveOf(draft, saved);
  if (save.logoFileUri !== undefined) return true;
  return (
    save.logoCorner !== saved.logoCorner ||
    save.logoSize !== saved.logoSize ||
    save.logoOpacity !== saved.logoOpacity ||
    JSON.stringify(save.colors) !== JSON.stringify(saved.colors) ||
    JSON.stringify(save.captionStyle) !== JSON.stringify(saved.captionStyle)
  );
}

/**
 * The sample split into caption lines of `wordsPerLine` words each (all on one line when null).
 * Text without spaces (Chinese) counts each character as a word.
 */
export function captionLines(text: string, wordsPerLine: number | null): string[] {
  const spaced = /\s/.test(text.trim());
  const words = spaced ? text.split(/\s+/).filter(Boolean) : [...text.trim()];
  const glue = spaced ? ' ' : '';
  if (!wordsPerLine) return [words.join(glue)];
  const lines: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerLine) {
    lines.push(words.slice(i, i + wordsPerLine).join(glue));
  }
  return lines;
}
