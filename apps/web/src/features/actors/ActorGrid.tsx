import {
  ACTOR_LOAD_MORE_WITHIN_PX,
  ACTOR_PAGE_SIZE,
  ACTOR_SKELETONS,
  PICKER_GAP_PX,
} from '@talkreel/contract';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import { ActorCardSkeleton } from './ActorCard';
import { CARD_ASPECT, gridColumns } from './gridLayout';
import type { PickedActor } from './types';
import { useElementWidth } from './useElementWidth';

type Cell = { kind: 'create' } | { kind: 'actor'; actor: PickedActor } | { kind: 'skeleton' };

export interface ActorGridProps {
  actors: PickedActor[];
  /** First page on its way: 40 skeletons. */
  loading: boolean;
  /** Later page on its way: skeletons for what is still to come. */
  loadingMore: number;
  hasMore: boolean;
  onLoadMore(): void;
  renderCreate(): ReactNode;
  renderActor(actor: PickedActor): ReactNode;
  /** Shown under the create card when the list is empty. */
  empty?: ReactNode;
  /** Room kept free at the bottom for the floating selection bar. */
  bottomInset?: number;
}

/**
 * The virtualised card grid of the picker (creation.md §2): rows are virtualised, columns
 * follow the width; the next page is asked for once the end is within 400 px.
 */
export function ActorGrid({
  actors,
  loading,
  loadingMore,
  hasMore,
  onLoadMore,
  renderCreate,
  renderActor,
  empty,
  bottomInset = 0,
}: ActorGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const innerRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(innerRef);
  const { columns, cardWidth } = gridColumns(width);
  const cardHeight = Math.round(cardWidth * CARD_ASPECT);

  const cells = useMemo<Cell[]>(() => {
    const list: Cell[] = [{ kind: 'create' }];
    if (loading) {
      for (let i = 0; i < ACTOR_SKELETONS; i++) list.push({ kind: 'skeleton' });
      return list;
    }
    for (const actor of actors) list.push({ kind: 'actor', actor });
    for (let i = 0; i < Math.min(loadingMore, ACTOR_PAGE_SIZE); i++)
      list.push({ kind: 'skeleton' });
    return list;
  }, [actors, loading, loadingMore]);

  const rowCount = Math.ceil(cells.length / columns);
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => cardHeight + PICKER_GAP_PX,
    // One row each side: 3 kept 77 cards in the DOM on a 1440 px screen (bench:picker, goal 60).
    overscan: 1,
  });
  // Row heights follow the card width; re-measure whenever the columns change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: cardHeight is what changed
  useEffect(() => virtualizer.measure(), [cardHeight, virtualizer]);

  const checkEnd = useCallback(() => {
    const el = scrollRef.current;
    if (!el || !hasMore || loading || loadingMore > 0) return;
    if (el.scrollHeight - el.scrollTop - el.clientHeight <= ACTOR_LOAD_MORE_WITHIN_PX) onLoadMore();
  }, [hasMore, loading, loadingMore, onLoadMore]);
  // A short first page (or a tall screen) may already show the end.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-check whenever more actors arrive
  useEffect(() => checkEnd(), [checkEnd, actors.length]);

  return (
    <div
      ref={scrollRef}
      onScroll={checkEnd}
      data-testid="actor-grid"
      className="min-h-0 flex-1 overflow-y-auto px-6 pt-1 [scrollbar-gutter:stable]"
    >
      <div ref={innerRef} style={{ paddingBottom: bottomInset }}>
        <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((row) => (
            <div
              key={row.key}
              className="absolute left-0 grid w-full"
              style={{
                top: row.start,
                height: cardHeight,
                gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
                columnGap: PICKER_GAP_PX,
              }}
            >
              {cells.slice(row.index * columns, row.index * columns + columns).map((cell, i) => (
                <div
                  key={cell.kind === 'actor' ? cell.actor.id : `${cell.kind}-${row.index}-${i}`}
                  className="min-w-0"
                >
                  {cell.kind === 'create' ? (
                    renderCreate()
                  ) : cell.kind === 'actor' ? (
                    renderActor(cell.actor)
                  ) : (
                    <ActorCardSkeleton />
                  )}
                </div>
              ))}
            </div>
          ))}
        </div>
        {!loading && actors.length === 0 ? empty : null}
      </div>
    </div>
  );
}
