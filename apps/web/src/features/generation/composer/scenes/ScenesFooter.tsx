import { MAX_SCENES, MAX_VIDEO_TOTAL_SECONDS } from '@talkreel/contract';
import clsx from 'clsx';
import { Blend, Plus, Scissors } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SegmentedRadio } from '../../../../ui/SegmentedRadio';
import type { SceneTransition } from '../../state/draftTypes';
import { lengthLabel } from './sceneLength';

/**
 * Below the scenes: add one more, how scenes follow each other (a cut or a cross-fade) and the
 * video's estimated total against the 10-minute limit.
 */
export function ScenesFooter({
  name,
  count,
  total,
  overTotal,
  transition,
  onTransition,
  onAdd,
}: {
  /** The transition radio group's name, unique on the page. */
  name: string;
  count: number;
  total: number;
  overTotal: boolean;
  transition: SceneTransition;
  onTransition(transition: SceneTransition): void;
  onAdd(): void;
}) {
  const { t } = useTranslation();
  const full = count >= MAX_SCENES;
  const share = Math.min(1, total / MAX_VIDEO_TOTAL_SECONDS);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3 px-1">
      <button
        type="button"
        onClick={onAdd}
        disabled={full}
        title={full ? t('generation.scenes.full', { max: MAX_SCENES }) : undefined}
        className="inline-flex h-10 items-center gap-2 rounded-full border border-dashed border-[#d4d1e3] bg-white pr-4 pl-3 text-[13.5px] font-medium text-ink-muted transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-[#d4d1e3] disabled:hover:bg-white disabled:hover:text-ink-muted"
      >
        <Plus className="size-4" aria-hidden="true" />
        {t('generation.scenes.add')}
      </button>
      <div className="flex items-center gap-2">
        <span className="text-[12.5px] font-medium text-ink-muted" aria-hidden="true">
          {t('generation.scenes.transition')}
        </span>
        <SegmentedRadio
          name={name}
          legend={t('generation.scenes.transition')}
          value={transition}
          onChange={onTransition}
          options={[
            { value: 'cut', label: t('generation.scenes.cut'), icon: Scissors },
            { value: 'fade', label: t('generation.scenes.fade'), icon: Blend },
          ]}
        />
      </div>
      <div
        className="ml-auto flex min-w-[180px] flex-col gap-1 max-md:ml-0 max-md:w-full"
        data-testid="scenes-total"
      >
        <span
          className={clsx(
            'flex items-baseline justify-between gap-3 text-[12.5px] tabular-nums',
            overTotal ? 'font-medium text-danger' : 'text-ink-muted',
          )}
          title={t('generation.scenes.estimateHint')}
        >
          <span>{t('generation.scenes.total', { length: lengthLabel(total) })}</span>
          <span>{t('generation.scenes.limit', { max: lengthLabel(MAX_VIDEO_TOTAL_SECONDS) })}</span>
        </span>
        {/* The words above say the total; the bar only shows how much of the limit it takes. */}
        <span className="h-1.5 overflow-hidden rounded-full bg-line" aria-hidden="true">
          <span
            className={clsx(
              'block h-full rounded-full transition-[width] duration-300',
              overTotal ? 'bg-danger' : 'bg-brand-500',
            )}
            style={{ width: `${share * 100}%` }}
          />
        </span>
      </div>
    </div>
  );
}
