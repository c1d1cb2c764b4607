import { videoFrameSize } from '@talkreel/contract';
import clsx from 'clsx';
import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PictureBrand } from '../../hooks/usePictureBrand';
import {
  actorBox,
  BUBBLE_OBJECT_POSITION,
  logoPlacement,
  previewSize,
} from '../../model/framePlacement';
import type { PictureChoice } from '../../state/pictureChoice';
import { CaptionSample } from './CaptionSample';
import { FrameBackground } from './FrameBackground';

const pct = (share: number) => `${(share * 100).toFixed(3)}%`;
/** A soft edge around a placed photo, standing for the person cut out of its own backdrop. */
const CUT_OUT_MASK = 'radial-gradient(ellipse 58% 76% at 50% 60%, #000 70%, transparent 90%)';

/**
 * The live preview of one video's frame (issue 26), in CSS: the format's shape, the background,
 * the actor placed by the layout, the brand logo in its corner and, when captions are burned, a
 * caption in the kit's style. The maths are the render's (model/framePlacement.ts).
 */
export function FramePreview({
  picture,
  brand,
  actor,
  burnCaptions,
  max,
}: {
  picture: PictureChoice;
  brand: PictureBrand;
  actor: { name: string; imageUrl: string | null } | null;
  burnCaptions: boolean;
  max: { width: number; height: number };
}) {
  const { t } = useTranslation();
  const size = previewSize(picture.format, max);
  const frame = videoFrameSize(picture.format, picture.resolution);
  const { placement, scale } = picture.layout;
  const box = actorBox(picture.format, placement, scale);
  const circle = placement === 'circle';
  const ownBackdrop = picture.background.type === 'actor';
  const logo =
    picture.brandLogo && brand.logoUrl
      ? logoPlacement(picture.format, brand.logoCorner, brand.logoSize)
      : null;

  return (
    <figure className="flex flex-col items-center gap-2" data-testid="picture-preview">
      <div
        className="relative overflow-hidden rounded-lg bg-[#1d1b26] shadow-[0_10px_30px_-12px_rgb(23_22_31/0.55)] ring-1 ring-black/10 transition-[width,height] duration-300"
        style={{ width: size.width, height: size.height }}
        data-format={picture.format}
      >
        <FrameBackground background={picture.background} actorImageUrl={actor?.imageUrl ?? null} />
        <span
          data-testid="preview-actor"
          data-placement={placement}
          className={clsx(
            'absolute overflow-hidden transition-all duration-300',
            circle && 'rounded-full shadow-lg ring-2 ring-white/90',
          )}
          style={{
            left: pct(box.left),
            top: pct(box.top),
            width: pct(box.width),
            height: pct(box.height),
          }}
        >
          {actor?.imageUrl ? (
            <img
              src={actor.imageUrl}
              alt={actor.name}
              className="size-full object-cover"
              style={
                circle
                  ? { objectPosition: BUBBLE_OBJECT_POSITION }
                  : ownBackdrop
                    ? undefined
                    : { maskImage: CUT_OUT_MASK, WebkitMaskImage: CUT_OUT_MASK }
              }
            />
          ) : (
            <span
              className={clsx(
                'flex size-full justify-center text-white/75',
                circle ? 'items-center bg-brand-500/80' : 'items-end',
              )}
            >
              <UserRound
                className={circle ? 'size-3/5' : 'h-3/4 w-full'}
                strokeWidth={1.25}
                aria-hidden="true"
              />
            </span>
          )}
        </span>
        {logo && brand.logoUrl ? (
          <img
            src={brand.logoUrl}
            alt={t('generation.picture.logoAlt')}
            data-testid="preview-logo"
            data-corner={brand.logoCorner}
            className="absolute h-auto"
            style={{
              [logo.x]: pct(logo.dx),
              [logo.y]: pct(logo.dy),
              width: pct(logo.width),
              opacity: brand.logoOpacity,
            }}
          />
        ) : null}
        {burnCaptions ? (
          <CaptionSample style={brand.captionStyle} shortSide={Math.min(size.width, size.height)} />
        ) : null}
      </div>
      <figcaption className="text-[11.5px] font-medium text-ink-muted tabular-nums">
        {t('generation.picture.previewCaption', {
          format: picture.format,
          width: frame.width,
          height: frame.height,
        })}
      </figcaption>
    </figure>
  );
}
