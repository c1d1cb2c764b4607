import { VIDEO_FORMATS, VIDEO_RESOLUTIONS } from '@talkreel/contract';
import { useTranslation } from 'react-i18next';
import { usePictureBrand } from '../../hooks/usePictureBrand';
import type { PictureChoice } from '../../state/pictureChoice';
import { BackgroundPicker } from './BackgroundPicker';
import { BrandLogoSwitch } from './BrandLogoSwitch';
import { ChoiceGroup } from './ChoiceGroup';
import { FormatShape } from './FormatShape';
import { FramePreview } from './FramePreview';
import { LayoutPicker } from './LayoutPicker';

/** The preview's largest box: beside the choices on a desktop, above them on a phone. */
const PREVIEW_MAX = { width: 300, height: 300 };

/**
 * The picture of the project's videos (issue 26): format and resolution, background, layout and
 * brand logo, beside a live preview of the frame. Every change goes straight to the draft.
 */
export function PicturePanel({
  projectId,
  picture,
  onChange,
  actor,
  burnCaptions,
}: {
  projectId: string;
  picture: PictureChoice;
  onChange(change: Partial<PictureChoice>): void;
  actor: { name: string; imageUrl: string | null } | null;
  burnCaptions: boolean;
}) {
  const { t } = useTranslation();
  const brand = usePictureBrand(true);
  return (
    <section
      id={`picture-panel-${projectId}`}
      aria-label={t('generation.picture.title')}
      data-testid="picture-panel"
      className="mx-1.5 mt-1 mb-1.5 grid grid-cols-[minmax(0,1fr)_auto] gap-6 rounded-2xl bg-white p-4 ring-1 ring-line max-md:grid-cols-1 max-md:gap-4 max-md:p-3"
    >
      <div className="flex min-w-0 flex-col gap-4 max-md:order-2">
        <div className="flex flex-wrap gap-x-6 gap-y-4">
          <ChoiceGroup
            name={`picture-format-${projectId}`}
            legend={t('generation.picture.format')}
            compact
            value={picture.format}
            choices={VIDEO_FORMATS.map((format) => ({
              value: format,
              label: format,
              icon: <FormatShape format={format} />,
            }))}
            onChange={(format) => onChange({ format })}
          />
          <ChoiceGroup
            name={`picture-resolution-${projectId}`}
            legend={t('generation.picture.resolution')}
            value={picture.resolution}
            choices={VIDEO_RESOLUTIONS.map((resolution) => ({
              value: resolution,
              label: resolution,
            }))}
            onChange={(resolution) => onChange({ resolution })}
          />
        </div>
        <BackgroundPicker
          name={`picture-background-${projectId}`}
          value={picture.background}
          brand={brand}
          onChange={(background) => onChange({ background })}
        />
        <LayoutPicker
          name={`picture-layout-${projectId}`}
          value={picture.layout}
          onChange={(layout) => onChange({ layout })}
        />
        <BrandLogoSwitch
          checked={picture.brandLogo}
          logoUrl={brand.logoUrl}
          onChange={(brandLogo) => onChange({ brandLogo })}
        />
      </div>
      <div className="flex items-start justify-center self-start rounded-xl bg-[radial-gradient(circle_at_50%_30%,#f5f2ff,#eeeef5)] p-4 max-md:order-1 md:sticky md:top-4 md:w-[340px]">
        <FramePreview
          picture={picture}
          brand={brand}
          actor={actor}
          burnCaptions={burnCaptions}
          max={PREVIEW_MAX}
        />
      </div>
    </section>
  );
}
