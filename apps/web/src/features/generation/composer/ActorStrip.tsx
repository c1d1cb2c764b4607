import * as Popover from '@radix-ui/react-popover';
import clsx from 'clsx';
import { ChevronDown, UserPlus } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../ui/Avatar';
import type { DraftActor } from '../state/draftTypes';
import { MiniActorList } from './MiniActorList';

/** Avatars shown in the strip before the rest is summed up as +N (creation.md §2). */
export const STRIP_AVATARS = 5;

/**
 * The attached actors (creation.md §2): a strip of up to 5 avatars then +N, opening the mini
 * actor list; with no actor yet it is a placeholder that opens the actor picker.
 */
export function ActorStrip({
  buttonRef,
  actors,
  verified,
  open,
  onOpenChange,
  onAdd,
  onAudio,
  onRemove,
}: {
  /** Set on whichever button shows: the placeholder or the strip. */
  buttonRef?: Ref<HTMLButtonElement>;
  actors: DraftActor[];
  verified(actor: DraftActor): boolean;
  open: boolean;
  onOpenChange(open: boolean): void;
  onAdd(): void;
  onAudio(actorId: string): void;
  onRemove(actorId: string): void;
}) {
  const { t } = useTranslation();
  if (!actors.length) {
    return (
      <button
        ref={buttonRef}
        type="button"
        onClick={onAdd}
        className="group/strip flex h-10 items-center gap-2.5 rounded-full border border-dashed border-[#d4d1e3] bg-white py-1 pr-4 pl-1 text-[13.5px] font-medium text-ink-muted transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-700"
      >
        <span className="flex -space-x-2" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <span
              key={i}
              className="size-8 rounded-full border-2 border-white bg-gradient-to-br from-[#eeecf6] to-[#e2dfee] transition-colors group-hover/strip:from-brand-100 group-hover/strip:to-brand-200"
            />
          ))}
        </span>
        <UserPlus className="size-4" aria-hidden="true" />
        {t('generation.actors.add')}
      </button>
    );
  }
  const shown = actors.slice(0, STRIP_AVATARS);
  const rest = actors.length - shown.length;
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger
        ref={buttonRef}
        aria-label={t('generation.actors.count', { count: actors.length })}
        className="flex h-10 items-center gap-2 rounded-full border border-line bg-white py-1 pr-3 pl-1 text-[13.5px] font-medium text-ink transition-colors hover:bg-canvas data-[state=open]:border-brand-200 data-[state=open]:bg-brand-50"
      >
        <span className="flex -space-x-2" data-testid="actor-strip">
          {shown.map((a) => (
            <Avatar
              key={a.actor.id}
              name={a.actor.name}
              src={a.actor.imageUrl}
              thumbnails={a.actor.imageThumbnails}
              size={32}
              className="border-2 border-white"
            />
          ))}
          {rest > 0 ? (
            <span className="z-10 flex size-8 items-center justify-center rounded-full border-2 border-white bg-ink text-[11.5px] font-semibold text-white">
              {t('generation.actors.more', { count: rest })}
            </span>
          ) : null}
        </span>
        <span className="pl-1">{t('generation.actors.count', { count: actors.length })}</span>
        <ChevronDown
          className={clsx('size-4 text-ink-subtle transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="start"
          sideOffset={10}
          collisionPadding={12}
          className="z-40 w-[360px] rounded-2xl border border-line bg-white p-2 shadow-[var(--shadow-pop)] outline-none animate-fade-in"
        >
          <MiniActorList
            actors={actors}
            verified={verified}
            onAdd={onAdd}
            onAudio={onAudio}
            onRemove={onRemove}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
