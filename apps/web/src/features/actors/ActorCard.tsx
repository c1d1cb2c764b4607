import { ActorGenerateType, PICKER_CARD_MAX_PX } from '@talkreel/contract';
import clsx from 'clsx';
import { AlertTriangle, Check, Loader2, RotateCcw, Star } from 'lucide-react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardPoster } from '../../ui/posterSources';
import { WorkEstimate } from '../progress/WorkEstimate';
import { failReasonText } from './failReasonText';
import type { PickedActor } from './types';
import { isSelectable } from './useActorSelection';

export interface ActorCardProps {
  actor: PickedActor;
  selected: boolean;
  /** The selection is full: unticked cards look unavailable. */
  dimmed: boolean;
  onToggle(actor: PickedActor): void;
  onFavorite(actor: PickedActor): void;
  /** Regenerates a failed own actor (creation.md §4: clicking a failed card). */
  onRetry?(actor: PickedActor): void;
}

/**
 * An actor in the picker (creation.md §3 actor card): picture, name, favourite star and a
 * selection tick; hovering plays the compressed idle video over the picture.
 */
export const ActorCard = memo(function ActorCard({
  actor,
  selected,
  dimmed,
  onToggle,
  onFavorite,
  onRetry,
}: ActorCardProps) {
  const { t } = useTranslation();
  const [hover, setHover] = useState(false);
  // Focus within the card (the star can be reached by keyboard while the pointer is elsewhere).
  const [focused, setFocused] = useState(false);
  const [videoReady, setVideoReady] = useState(false);
  const selectable = isSelectable(actor);
  const generating = !actor.isUnusual && actor.generateStatus < 2;
  const failed = !actor.isUnusual && actor.generateStatus > 2;
  const video = actor.compressedActorDefaultVideoUrl;
  const name = actor.name || t('actors.card.unnamed');
  // generateType 2 is a photo actor; the others are made from footage (creation.md §3).
  const made = actor.generateType === ActorGenerateType.IMAGE ? 'image' : 'video';
  // Only a failure a retry can fix is offered again (the server says which: issue 24).
  const retry =
    failed && actor.isMyActor && actor.failRetryable !== false && onRetry
      ? () => onRetry(actor)
      : undefined;
  // A page of 40 cards loads 240 px thumbnails (480 on a 2× screen), not 40 full posters.
  const picture = cardPoster(actor.imageUrl, actor.imageThumbnails, `${PICKER_CARD_MAX_PX}px`);

  return (
    <div
      className={clsx(
        'group relative h-full w-full overflow-hidden rounded-xl bg-[#ecebf3] transition-[box-shadow,opacity] duration-150',
        selected
          ? 'shadow-[0_0_0_2px_var(--color-brand-500)]'
          : 'shadow-[inset_0_0_0_1px_rgb(23_22_31/0.06)] hover:shadow-[0_0_0_2px_var(--color-brand-200)]',
        dimmed && !selected && 'opacity-60',
      )}
      onMouseEnter={() => setHover(true)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onMouseLeave={() => {
        setHover(false);
        setVideoReady(false);
      }}
    >
      <button
        type="button"
        aria-pressed={selected}
        aria-label={t('actors.card.select', { name })}
        disabled={!selectable}
        onClick={() => onToggle(actor)}
        className="absolute inset-0 block size-full cursor-pointer text-left disabled:cursor-not-allowed"
      >
        {picture ? (
          <img
            {...picture}
            alt=""
            loading="lazy"
            draggable={false}
            className="absolute inset-0 size-full object-cover object-top"
          />
        ) : null}
        {hover && video && selectable ? (
          <video
            src={video}
            muted
            autoPlay
            loop
            playsInline
            onPlaying={() => setVideoReady(true)}
            className={clsx(
              'absolute inset-0 size-full object-cover object-top transition-opacity duration-200',
              videoReady ? 'opacity-100' : 'opacity-0',
            )}
          />
        ) : null}
        <span className="pointer-events-none absolute inset-x-0 bottom-0 h-1/2 bg-gradient-to-t from-black/65 via-black/20 to-transparent" />
        <span className="absolute inset-x-2 bottom-1.5 truncate text-[12.5px] leading-5 font-semibold text-white [text-shadow:0_1px_2px_rgb(0_0_0/0.35)]">
          {name}
        </span>
        {generating || (failed && !retry) || actor.isUnusual ? (
          <span
            title={failed && actor.failReason ? failReasonText(actor.failReason, t) : undefined}
            className="absolute inset-0 flex flex-col items-center justify-center gap-1.5 bg-[#17161f]/55 px-2 pb-7 text-center text-[11.5px] leading-4 font-medium text-white"
          >
            {generating ? (
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <AlertTriangle className="size-4" aria-hidden="true" />
            )}
            {generating
              ? t('actors.card.generating')
              : failed
                ? t('actors.card.failed')
                : t('actors.card.unusual')}
            {generating ? (
              <WorkEstimate
                kind={made === 'image' ? 'photoActor' : 'videoActor'}
                progress={actor.progress}
                className="text-[10.5px] leading-[13px] font-normal text-white/80"
              />
            ) : null}
          </span>
        ) : null}
      </button>
      {/* Overlays keep clear of the name along the card's foot (pb-7): a long status (German)
          would otherwise run into it. */}
      {retry ? (
        <button
          type="button"
          onClick={retry}
          title={actor.failReason ? failReasonText(actor.failReason, t) : undefined}
          aria-label={t('actors.card.retry', { name })}
          className="absolute inset-0 flex flex-col items-center justify-center gap-1.5 bg-[#17161f]/60 px-2 pb-7 text-center text-[11.5px] leading-4 font-medium text-white transition-colors hover:bg-[#17161f]/70"
        >
          <AlertTriangle className="size-4 text-amber-300" aria-hidden="true" />
          {t('actors.card.failed')}
          <span className="flex items-center gap-1 text-[10.5px] leading-[13px] font-normal text-white/85">
            <RotateCcw className="size-3" aria-hidden="true" />
            {t('actors.card.retryHint')}
          </span>
        </button>
      ) : null}

      <span
        aria-hidden="true"
        className={clsx(
          'pointer-events-none absolute top-1.5 left-1.5 flex size-5 items-center justify-center rounded-full transition-all duration-150',
          selected
            ? 'bg-brand-500 text-white shadow-[0_1px_3px_rgb(45_20_160/0.4)]'
            : 'border-[1.5px] border-white/90 bg-black/15 text-transparent opacity-0 group-hover:opacity-100',
          !selectable && 'hidden',
        )}
      >
        {/* The icons are drawn only when they can be seen (ticked; hovered or focused for the
            star): a wheel step mounts some 40 cards, and their hidden icons were a third of the
            elements the browser styled and laid out each time (bench:picker trace). */}
        {selected ? <Check className="size-3" strokeWidth={3} /> : null}
      </span>

      {selectable ? (
        <button
          type="button"
          aria-pressed={actor.isFavorite}
          aria-label={t(actor.isFavorite ? 'actors.card.unfavorite' : 'actors.card.favorite', {
            name,
          })}
          onClick={() => onFavorite(actor)}
          className={clsx(
            'absolute top-1 right-1 flex size-7 items-center justify-center rounded-full transition-all duration-150 hover:bg-black/25 focus-visible:opacity-100',
            actor.isFavorite ? 'opacity-100' : 'opacity-0 group-hover:opacity-100',
          )}
        >
          {actor.isFavorite || hover || focused ? (
            <Star
              className={clsx(
                'size-4 drop-shadow-[0_1px_1px_rgb(0_0_0/0.35)]',
                actor.isFavorite ? 'fill-amber-400 text-amber-400' : 'text-white',
              )}
              aria-hidden="true"
            />
          ) : null}
        </button>
      ) : null}
      {actor.isPro ? (
        <span className="pointer-events-none absolute top-2 left-8 rounded-[5px] bg-[#17161f]/70 px-1.5 py-px text-[9.5px] font-bold tracking-wide text-amber-300">
          {t('actors.card.pro')}
        </span>
      ) : null}
    </div>
  );
});

export function ActorCardSkeleton() {
  return <div className="size-full animate-pulse rounded-xl bg-[#efeef5]" aria-hidden="true" />;
}
