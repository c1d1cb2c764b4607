import { ACTOR_LIBRARY_CARD_MAX_PX } from '@talkreel/contract';
import clsx from 'clsx';
import { Download, Pencil, Star, Trash2, Wand2 } from 'lucide-react';
import { memo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../ui/formatDate';
import { cardPoster } from '../../../ui/posterSources';
import { ItemMenu, type MenuAction } from '../../tree/menu/ItemMenu';
import { ActorCardOverlay } from './ActorCardOverlay';
import { ActorNameEditor } from './ActorNameEditor';
import type { LibraryActor } from './actorLibraryApi';
import { cardVideoOf, libraryStateOf, menuRules } from './actorState';

export interface ActorLibraryCardProps {
  actor: LibraryActor;
  onOpen(actor: LibraryActor): void;
  onApply(actor: LibraryActor): void;
  onRegenerate(actor: LibraryActor): void;
  onRename(actor: LibraryActor, typed: string): void;
  onFavorite(actor: LibraryActor): void;
  onDownload(actor: LibraryActor): void;
  onDelete(actor: LibraryActor): void;
}

/**
 * One own actor (creation.md §2): its idle video over its poster (played on hover), name and
 * creation date; the state overlay; Apply on hover when ready; the "…" menu on own actors.
 */
export const ActorLibraryCard = memo(function ActorLibraryCard({
  actor,
  onOpen,
  onApply,
  onRegenerate,
  onRename,
  onFavorite,
  onDownload,
  onDelete,
}: ActorLibraryCardProps) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const state = libraryStateOf(actor);
  const rules = menuRules(actor);
  const src = cardVideoOf(actor);
  const name = actor.name || t('actors.card.unnamed');
  const ready = state === 'ready';
  const picture = cardPoster(
    actor.imageUrl,
    actor.imageThumbnails,
    `${ACTOR_LIBRARY_CARD_MAX_PX}px`,
  );
  // With thumbnails the picture is an <img> (a video's poster cannot pick by pixel ratio) and the
  // video shows over it only once it plays; without, the video keeps the full poster as before.
  const [playing, setPlaying] = useState(false);
  const thumbnailed = Boolean(actor.imageThumbnails);

  const actions: MenuAction[] = [
    {
      label: t('assets.actors.menu.rename'),
      icon: Pencil,
      onSelect: () => setRenaming(true),
      disabled: !rules.canRename,
      takesFocus: true,
    },
    ...(rules.canDownload
      ? [
          {
            label: t('assets.actors.menu.download'),
            icon: Download,
            onSelect: () => onDownload(actor),
          },
        ]
      : []),
    {
      label: t('assets.actors.menu.delete'),
      icon: Trash2,
      onSelect: () => onDelete(actor),
      disabled: !rules.canDelete,
      danger: true,
    },
  ];

  return (
    <article
      aria-label={name}
      data-actor-id={actor.id}
      data-state={state}
      className="group/card flex h-full flex-col"
      onMouseEnter={() => {
        // Refused plays (no gesture yet, a busy decoder) leave the poster showing.
        if (ready) Promise.resolve(video.current?.play()).catch(() => {});
      }}
      onMouseLeave={() => video.current?.pause()}
    >
      <div className="relative aspect-[9/16] w-full overflow-hidden rounded-2xl bg-[#ecebf3] shadow-[inset_0_0_0_1px_rgb(23_22_31/0.06)] transition-shadow group-hover/card:shadow-[0_10px_28px_-12px_rgb(23_22_31/0.35)]">
        {picture && (thumbnailed || !src) ? (
          <img
            {...picture}
            alt=""
            loading="lazy"
            draggable={false}
            className="absolute inset-0 size-full object-cover object-top"
          />
        ) : null}
        {src ? (
          <video
            ref={video}
            src={src}
            poster={thumbnailed ? undefined : (actor.imageUrl ?? undefined)}
            muted
            loop
            playsInline
            preload="none"
            onPlaying={() => setPlaying(true)}
            className={clsx(
              'absolute inset-0 size-full object-cover object-top',
              thumbnailed && !playing && 'opacity-0',
            )}
          />
        ) : null}
        {src && state !== 'unusual' && state !== 'failed' ? (
          <button
            type="button"
            aria-label={t('assets.actors.preview.open', { name })}
            onClick={() => onOpen(actor)}
            className="absolute inset-0 z-[1] cursor-pointer"
          />
        ) : null}
        <ActorCardOverlay actor={actor} state={state} onRegenerate={onRegenerate} />

        {ready ? (
          <>
            <button
              type="button"
              aria-pressed={actor.isFavorite}
              aria-label={t(actor.isFavorite ? 'actors.card.unfavorite' : 'actors.card.favorite', {
                name,
              })}
              onClick={() => onFavorite(actor)}
              className={clsx(
                'absolute top-2 left-2 z-[3] flex size-8 items-center justify-center rounded-full bg-black/25 backdrop-blur-sm transition-opacity hover:bg-black/40 focus-visible:opacity-100',
                actor.isFavorite ? 'opacity-100' : 'opacity-0 group-hover/card:opacity-100',
              )}
            >
              <Star
                className={clsx(
                  'size-4',
                  actor.isFavorite ? 'fill-amber-400 text-amber-400' : 'text-white',
                )}
                aria-hidden="true"
              />
            </button>
            <div className="absolute inset-x-2.5 bottom-2.5 z-[3] opacity-0 transition-opacity group-focus-within/card:opacity-100 group-hover/card:opacity-100">
              <button
                type="button"
                onClick={() => onApply(actor)}
                className="flex h-9 w-full items-center justify-center gap-1.5 rounded-xl bg-white/95 text-[13px] font-semibold text-ink shadow-[0_4px_14px_-4px_rgb(0_0_0/0.4)] transition-colors hover:bg-white"
              >
                <Wand2 className="size-3.5 text-brand-500" aria-hidden="true" />
                {t('assets.actors.apply')}
              </button>
            </div>
          </>
        ) : null}

        {rules.hasMenu ? (
          <ItemMenu
            actions={actions}
            label={t('assets.actors.menu.open', { name })}
            className="absolute top-2 right-2 z-[3] bg-black/25 !text-white opacity-0 backdrop-blur-sm group-hover/card:opacity-100 hover:!bg-black/40 focus-visible:opacity-100 data-[state=open]:opacity-100"
          />
        ) : null}
      </div>

      <div className="mt-2 flex min-h-11 flex-col px-0.5">
        {renaming ? (
          <ActorNameEditor
            name={actor.name}
            onDone={(typed) => {
              setRenaming(false);
              if (typed !== null) onRename(actor, typed);
            }}
          />
        ) : (
          <span title={name} className="truncate text-[13.5px] leading-5 font-semibold text-ink">
            {name}
          </span>
        )}
        <time
          dateTime={actor.createdAt}
          className="text-[12px] leading-4 tabular-nums text-ink-subtle"
        >
          {formatDate(actor.createdAt)}
        </time>
      </div>
    </article>
  );
});
