import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogOverlay } from '../../ui/DialogOverlay';
import { focusDialogItself } from '../../ui/focusDialogItself';
import { FULL_SCREEN_ON_PHONE } from '../../ui/fullScreenOnPhone';
import { useReturnFocus } from '../../ui/useReturnFocus';
import { ActorCard } from './ActorCard';
import { ActorFilterPanel } from './ActorFilterPanel';
import { ActorGrid } from './ActorGrid';
import { ActorToolbar } from './ActorToolbar';
import { actorOrderFor } from './actorSortOrders';
import { ChosenFilters } from './ChosenFilters';
import { CreateActorCard } from './CreateActorCard';
import { CreateActorDialog } from './create/CreateActorDialog';
import { PickerEmptyState, PickerLoadError } from './PickerStates';
import { SelectionBar } from './SelectionBar';
import type { PickedActor } from './types';
import { useActorList } from './useActorList';
import { useActorPickerStore } from './useActorPickerStore';
import { useActorSelection } from './useActorSelection';
import { useRetryFailedActor } from './useRetryFailedActor';
import { useToggleActorFavorite } from './useToggleActorFavorite';

export interface ActorPickerDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Actors already attached to the project; they start ticked. */
  selectedActorIds: string[];
  /** At most this many actors may be ticked. */
  maxActors: number;
  onConfirm(actors: PickedActor[]): void;
  /** Where focus goes on close when what opened the picker is gone (see useReturnFocus). */
  fallbackFocus?(): HTMLElement | null;
}

/**
 * The actor picker (creation.md §2): tabs, sort, filters, a virtualised grid of actors whose
 * first card creates a new one, and a floating bar to add the ticked actors to the project.
 */
export function ActorPickerDialog({
  open,
  onOpenChange,
  selectedActorIds,
  maxActors,
  onConfirm,
  fallbackFocus,
}: ActorPickerDialogProps) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus(open, fallbackFocus);
  const { condition, order, filters, setCondition, setOrder, toggleFilter, clearFilters } =
    useActorPickerStore();
  // The stored sort may be one this tab does not offer (Most Popular on My Actors).
  const shownOrder = actorOrderFor(condition, order);
  const query = useMemo(
    () => ({ condition, order: shownOrder, filters }),
    [condition, shownOrder, filters],
  );
  const list = useActorList(query, open);
  const selection = useActorSelection(open, selectedActorIds, maxActors);
  const favorite = useToggleActorFavorite();
  const { mutate: retry } = useRetryFailedActor();
  const [busy, setBusy] = useState(false);
  const [creating, setCreating] = useState(false);

  const actors = useMemo(() => list.data?.pages.flatMap((p) => p.actors) ?? [], [list.data]);
  const total = list.data?.pages.at(-1)?.total ?? 0;
  const { remember } = selection;
  useEffect(() => remember(actors), [actors, remember]);

  const confirm = async () => {
    setBusy(true);
    try {
      const picked = await selection.resolve();
      onConfirm(picked);
      onOpenChange(false);
    } finally {
      setBusy(false);
    }
  };

  const { toggle, isSelected, atLimit } = selection;
  const { mutate: toggleFavorite } = favorite;
  const renderActor = useCallback(
    (actor: PickedActor) => (
      <ActorCard
        actor={actor}
        selected={isSelected(actor.id)}
        dimmed={atLimit}
        onToggle={toggle}
        onFavorite={toggleFavorite}
        onRetry={retry}
      />
    ),
    [isSelected, atLimit, toggle, toggleFavorite, retry],
  );

  // Stable props, so the grid's memoised rows are skipped when only the dialog re-renders.
  const { fetchNextPage } = list;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const renderCreate = useCallback(
    () => <CreateActorCard onCreate={() => setCreating(true)} />,
    [],
  );
  const filtered = Object.values(filters).some((v) => v?.length);
  const empty = useMemo(
    () => <PickerEmptyState condition={condition} filtered={filtered} />,
    [condition, filtered],
  );

  const editing = selectedActorIds.length > 0;
  const showBar = selection.count > 0 || selection.changed;
  const preview = selection.ids
    .slice(0, 5)
    .map((id) => selection.knownActor(id))
    .filter((a): a is PickedActor => a !== undefined);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={focusDialogItself}
          onCloseAutoFocus={returnFocus}
          className={`fixed top-1/2 left-1/2 z-50 flex h-[min(780px,calc(100vh-48px))] w-[min(1080px,calc(100vw-32px))] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-[20px] bg-white shadow-[var(--shadow-pop)] outline-none animate-fade-in ${FULL_SCREEN_ON_PHONE}`}
        >
          <header className="flex items-start justify-between gap-4 px-6 pt-5 pb-4 max-md:px-4 max-md:pt-3 max-md:pb-3">
            <div className="min-w-0">
              <Dialog.Title className="text-[18px] leading-7 font-semibold text-ink">
                {t('actors.picker.title')}
              </Dialog.Title>
              <p className="text-[13px] leading-5 text-ink-muted">
                {list.isSuccess
                  ? t('actors.picker.subtitle', { count: total, max: maxActors })
                  : t('actors.picker.hint', { max: maxActors })}
              </p>
            </div>
            <Dialog.Close
              aria-label={t('actors.picker.close')}
              className="-mr-2 flex size-9 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-canvas hover:text-ink max-md:size-10"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </header>

          <ActorToolbar
            condition={condition}
            order={shownOrder}
            onCondition={setCondition}
            onOrder={setOrder}
            filterButton={
              <ActorFilterPanel filters={filters} onToggle={toggleFilter} onClear={clearFilters} />
            }
          />
          <ChosenFilters filters={filters} onRemove={toggleFilter} onClear={clearFilters} />

          {list.isError ? (
            <PickerLoadError onRetry={() => void list.refetch()} />
          ) : (
            <ActorGrid
              actors={actors}
              loading={list.isPending}
              loadingMore={list.isFetchingNextPage ? Math.max(0, total - actors.length) : 0}
              hasMore={list.hasNextPage}
              onLoadMore={loadMore}
              renderCreate={renderCreate}
              renderActor={renderActor}
              empty={empty}
              bottomInset={showBar ? 88 : 24}
            />
          )}

          {showBar ? (
            <div className="pointer-events-none absolute inset-x-0 bottom-5 flex justify-center px-4">
              <SelectionBar
                count={selection.count}
                maxActors={maxActors}
                preview={preview}
                editing={editing}
                canConfirm={editing ? selection.changed : selection.count > 0}
                busy={busy}
                onConfirm={() => void confirm()}
                onBack={() => onOpenChange(false)}
              />
            </div>
          ) : null}
          {/* Created in place, over the picker: the project stays where it is. The new actor
              shows on My Actors while it is being made. */}
          <CreateActorDialog
            open={creating}
            onOpenChange={setCreating}
            onCreated={() => setCondition('my')}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
