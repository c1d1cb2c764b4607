import { LOGO_CORNERS } from '@talkreel/contract';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { LogoCorner } from './api/brandKitApi';

const cornerClass: Record<LogoCorner, string> = {
  'top-left': 'top-0 left-0',
  'top-right': 'top-0 right-0',
  'bottom-left': 'bottom-0 left-0',
  'bottom-right': 'bottom-0 right-0',
};

/**
 * The engine's margin: 4% of the frame's short side in from both edges. In this 16:9 frame the
 * short side is its height, so 4% of the height and 4 x 9/16 = 2.25% of the width.
 */
const MARGIN_Y = '4%';
const MARGIN_X = '2.25%';

/**
 * A 16:9 frame showing where the logo sits, how large (a share of the frame's width) and how
 * see-through; the four corners are radio buttons that move it.
 */
export function LogoPlacement({
  logoSrc,
  corner,
  size,
  opacity,
  onCorner,
  readOnly,
}: {
  logoSrc: string | null;
  corner: LogoCorner;
  size: number;
  opacity: number;
  onCorner(corner: LogoCorner): void;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="min-w-0" disabled={readOnly}>
      <legend className="mb-2 text-[13px] font-medium text-ink">
        {t('brandKit.corner.label')}
      </legend>
      <div
        className="relative aspect-video w-full max-w-[360px] overflow-hidden rounded-xl bg-[linear-gradient(135deg,#2b2d42_0%,#4a4e69_55%,#9a8c98_100%)] ring-1 ring-line"
        data-testid="logo-placement"
      >
        {/* A stand-in presenter, so the frame reads as a video. */}
        <div
          className="absolute bottom-0 left-1/2 h-[44%] w-[30%] -translate-x-1/2 rounded-t-[45%] bg-white/15"
          aria-hidden="true"
        />
        <div
          className="absolute top-[24%] left-1/2 aspect-square w-[14%] -translate-x-1/2 rounded-full bg-white/20"
          aria-hidden="true"
        />
        {/* The logo (or, without one, its outline) marks the chosen corner. */}
        <div
          className="absolute"
          style={{
            width: `${size * 100}%`,
            opacity,
            [corner.startsWith('top') ? 'top' : 'bottom']: MARGIN_Y,
            [corner.endsWith('left') ? 'left' : 'right']: MARGIN_X,
          }}
        >
          {logoSrc ? (
            <img src={logoSrc} alt="" className="block w-full" data-testid="placed-logo" />
          ) : (
            <div className="aspect-[5/2] w-full rounded-md border-2 border-dashed border-white/70" />
          )}
        </div>
        {LOGO_CORNERS.map((c) => {
          const on = c === corner;
          return (
            <label
              key={c}
              className={clsx(
                'absolute m-1.5 flex size-7 items-center justify-center rounded-full transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-white',
                cornerClass[c],
                // The chosen corner's button stays clickable but shows nothing over the logo.
                // Read-only, the other corners show nothing to press either.
                on || readOnly ? 'bg-transparent' : 'bg-black/25 hover:bg-black/40',
                readOnly ? 'cursor-default' : 'cursor-pointer',
              )}
            >
              <input
                type="radio"
                name="logo-corner"
                value={c}
                checked={on}
                onChange={() => onCorner(c)}
                className="sr-only"
                aria-label={t(`brandKit.corner.${c}`)}
              />
              {on || readOnly ? null : (
                <span className="size-2.5 rounded-full bg-white/80" aria-hidden="true" />
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
