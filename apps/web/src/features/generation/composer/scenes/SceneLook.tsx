import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePictureBrand } from '../../hooks/usePictureBrand';
import type { DraftScene } from '../../state/draftTypes';
import type { PictureChoice } from '../../state/pictureChoice';
import { BackgroundPicker } from '../picture/BackgroundPicker';
import { LayoutPicker } from '../picture/LayoutPicker';

/**
 * A scene's own background and layout (issue 27), with the picture panel's own controls. They
 * start from the video's; the first change makes them the scene's, "Use the video's" undoes it.
 * Format, resolution, logo and captions stay the video's.
 */
export function SceneLook({
  scene,
  number,
  picture,
  onChange,
}: {
  scene: DraftScene;
  number: number;
  /** The video's picture. */
  picture: PictureChoice;
  onChange(change: Partial<Pick<DraftScene, 'background' | 'layout'>>): void;
}) {
  const { t } = useTranslation();
  const brand = usePictureBrand(true);
  const own = Boolean(scene.background || scene.layout);
  return (
    <section
      id={`${scene.id}-look`}
      aria-label={t('generation.scenes.lookOf', { number })}
      data-testid="scene-look"
      className="flex flex-col gap-4 rounded-xl bg-white p-3.5 ring-1 ring-line"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-[12.5px] text-ink-muted">{t('generation.scenes.lookHint')}</p>
        <button
          type="button"
          disabled={!own}
          onClick={() => onChange({ background: null, layout: null })}
          className="inline-flex h-8 items-center gap-1.5 rounded-full px-2.5 text-[12.5px] font-medium text-brand-700 transition-colors hover:bg-brand-50 disabled:cursor-default disabled:text-ink-subtle disabled:hover:bg-transparent max-md:h-10"
        >
          <RotateCcw className="size-3.5" aria-hidden="true" />
          {t('generation.scenes.useVideoLook')}
        </button>
      </div>
      <BackgroundPicker
        name={`${scene.id}-background`}
        value={scene.background ?? picture.background}
        brand={brand}
        onChange={(background) => onChange({ background })}
      />
      <LayoutPicker
        name={`${scene.id}-layout`}
        value={scene.layout ?? picture.layout}
        onChange={(layout) => onChange({ layout })}
      />
    </section>
  );
}
