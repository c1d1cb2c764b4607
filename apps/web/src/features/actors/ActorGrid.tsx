import {
  ACTOR_LOAD_MORE_WITHIN_PX,
  ACTOR_PAGE_SIZE,
  ACTOR_SKELETONS,
  PICKER_GAP_PX,
} from '@talkreel/contract';
import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import {
  memo,
  type ReactNode,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
} from 'react';
import { ActorCardSkeleton } from './ActorCard';
import { CARD_ASPECT, gridColumns } from './gridLayout';
import type { PickedActor } from './types';
import { useElementWidth } from './useElementWidth';

type Cell = { kind: 'create' } | { kind: 'actor'; actor: PickedActor } | { kind: 'skeleton' };

const CREATE: Cell = { kind: 'create' };
const SKELETON: Cell = { kind: 'skeleton' };

/** What the rows are drawn from: one snapshot, so rows, columns and cards always agree. */
interface GridView {
  rows: VirtualItem[];
  actors: PickedActor[];
  loading: boolean;
  loadingMore: number;
  columns: number;
  cardHeight: number;
}

/**
 * The create card, then the actors, then skeletons for a page on its way. Looked up per cell
 * rather than built as a list: with 10 000 actors loaded, a list of cells made anew on every
 * page was work proportional to everything loaded, for the 49 cards on screen.
 */
function cellAt(view: GridView, index: number): Cell | null {
  if (index === 0) return CREATE;
  const k = index - 1;
  if (view.loading) return k < ACTOR_SKELETONS ? SKELETON : null;
  if (k < view.actors.length) return { kind: 'actor', actor: view.actors[k] as PickedActor };
  return k < view.actors.length + Math.min(view.loadingMore, ACTOR_PAGE_SIZE) ? SKELETON : null;
}

function cellCount(actors: number, loading: boolean, loadingMore: number): number {
  return 1 + (loading ? ACTOR_SKELETONS : actors + Math.min(loadingMore, ACTOR_PAGE_SIZE));
}

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
 *
 * The rows are drawn one step behind the scroll position and the list, as a deferred value:
 * a wheel step or a new page brings some 40 new cards, and mounting them in the scroll event
 * (or the query's update) made one task of it. A deferred render is a transition, which React
 * renders in slices between frames; the scroller and its height follow at once, so scrolling
 * never waits for cards.
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

  const rowCount = Math.ceil(cellCount(actors.length, loading, loadingMore) / columns);
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

  const rows = virtualizer.getVirtualItems();
  const view = useMemo<GridView>(
    () => ({ rows, actors, loading, loadingMore, columns, cardHeight }),
    [rows, actors, loading, loadingMore, columns, cardHeight],
  );
  const shown = useDeferredValue(view);

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
      className="min-h-0 flex-1 overflow-y-auto px-6 pt-1 [scrollbar-gutter:stable] max-md:px-4"
    >
      <div ref={innerRef} style={{ paddingBottom: bottomInset }}>
        <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          <GridRows view={shown} renderCreate={renderCreate} renderActor={renderActor} />
        </div>
        {!loading && actors.length === 0 ? empty : null}
      </div>
    </div>
  );
}

interface GridRowsProps {
  view: GridView;
  renderCreate(): ReactNode;
  renderActor(actor: PickedActor): ReactNode;
}

// Memoised so that the urgent render of a scroll step or a page skips the rows entirely and
// only the deferred one draws them.
const GridRows = memo(function GridRows({ view, renderCreate, renderActor }: GridRowsProps) {
  const { columns, cardHeight } = view;
  return view.rows.map((row) => {
    const cells: ReactNode[] = [];
    for (let i = 0; i < columns; i++) {
      const cell = cellAt(view, row.index * columns + i);
      if (!cell) break;
      cells.push(
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
        </div>,
      );
    }
    return (
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
        {cells}
      </div>
    );
  });
});
