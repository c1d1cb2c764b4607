import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { avatarPoster } from '../../ui/posterSources';
import { Spinner } from '../../ui/Spinner';
import type { PickedActor } from './types';

export interface SelectionBarProps {
  count: number;
  maxActors: number;
  /** Up to five of the chosen actors, for their thumbnails. */
  preview: PickedActor[];
  /** The project had actors already: the action saves changes instead of adding. */
  editing: boolean;
  canConfirm: boolean;
  busy: boolean;
  onConfirm(): void;
  onBack(): void;
}

/** The floating bar of the picker: how many are chosen, Back, and Add Actors or Save Changes. */
export function SelectionBar({
  count,
  maxActors,
  preview,
  editing,
  canConfirm,
  busy,
  onConfirm,
  onBack,
}: SelectionBarProps) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('actors.bar.label')}
      className="pointer-events-auto flex max-w-full items-center gap-4 rounded-2xl bg-[#17161f] py-2 pr-2 pl-3 text-white shadow-[0_12px_32px_-8px_rgb(23_22_31/0.45)] animate-fade-in max-md:gap-2"
    >
      {preview.length ? (
        <div className="flex -space-x-2 max-md:hidden" aria-hidden="true">
          {preview.map((a) => {
            const picture = avatarPoster(a.imageUrl, a.imageThumbnails, 32);
            return (
              <span
                key={a.id}
                className="size-8 overflow-hidden rounded-full bg-[#3a3946] ring-2 ring-[#17161f]"
              >
                {picture ? (
                  <img {...picture} alt="" className="size-full object-cover object-top" />
                ) : null}
              </span>
            );
          })}
        </div>
      ) : null}
      {/* On a phone the count may take two lines: long labels (German) must not push the
          buttons off the screen. */}
      <p className="min-w-0 text-[13px] leading-5 whitespace-nowrap max-md:leading-4 max-md:whitespace-normal">
        <span className="font-semibold" data-testid="selected-count">
          {t('actors.bar.selected', { count })}
        </span>
        <span
          className={clsx(
            'ml-1.5 max-md:ml-0 max-md:block',
            count >= maxActors ? 'text-amber-300' : 'text-white/55',
          )}
        >
          {t('actors.bar.ofMax', { count, max: maxActors })}
        </span>
      </p>
      <div className="flex shrink-0 items-center gap-1.5">
        <button
          type="button"
          onClick={onBack}
          className="h-9 rounded-[10px] px-3.5 text-[13px] font-medium whitespace-nowrap text-white/80 transition-colors hover:bg-white/10 hover:text-white max-md:h-10 max-md:px-3"
        >
          {t('actors.bar.back')}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={!canConfirm || busy}
          className="inline-flex h-9 items-center gap-2 rounded-[10px] bg-brand-500 px-4 text-[13px] font-semibold whitespace-nowrap text-white transition-colors max-md:h-10 max-md:px-3 hover:bg-brand-600 disabled:cursor-not-allowed disabled:bg-white/15 disabled:text-white/45"
        >
          {busy ? <Spinner className="size-3.5" /> : null}
          {editing ? t('actors.bar.save') : t('actors.bar.add')}
        </button>
      </div>
    </section>
  );
}
