import { ACTOR_LIBRARY_GAP_PX, ACTOR_LIBRARY_SKELETONS } from '@talkreel/contract';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useElementWidth } from '../../actors/useElementWidth';
import { LibraryCardSkeleton } from './AddActorCard';
import type { LibraryActor } from './actorLibraryApi';
import { CARD_CAPTION_PX, CARD_VIDEO_ASPECT, libraryColumns } from './libraryGrid';

type Cell = { kind: 'add' } | { kind: 'actor'; actor: LibraryActor } | { kind: 'skeleton' };

/**
 * The library's virtualised grid (creation.md §2): the add card first, then the actors (or 40
 * skeletons while loading); rows are virtualised, columns follow the width (120-192 px, gap 16).
 */
export function ActorLibraryGrid({
  actors,
  loading,
  renderAdd,
  renderActor,
  footer,
}: {
  actors: LibraryActor[];
  loading: boolean;
  renderAdd(): ReactNode;
  renderActor(actor: LibraryActor): ReactNode;
  /** Shown under the grid (the empty-library hint). */
  footer?: ReactNode;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const innerRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(innerRef);
  const { columns, cardWidth } = libraryColumns(width, ACTOR_LIBRARY_GAP_PX);
  const cardHeight = Math.round(cardWidth * CARD_VIDEO_ASPECT) + CARD_CAPTION_PX;

  const cells = useMemo<Cell[]>(() => {
    const list: Cell[] = [{ kind: 'add' }];
    if (loading) {
      for (let i = 0; i < ACTOR_LIBRARY_SKELETONS; i++) list.push({ kind: 'skeleton' });
    } else {
      for (const actor of actors) list.push({ kind: 'actor', actor });
    }
    return list;
  }, [actors, loading]);

  const rowCount = Math.ceil(cells.length / columns);
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => cardHeight + ACTOR_LIBRARY_GAP_PX,
    overscan: 2,
  });
  // Row heights follow the card width; re-measure whenever the columns change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: cardHeight is what changed
  useEffect(() => virtualizer.measure(), [cardHeight, virtualizer]);

  return (
    <div
      ref={scrollRef}
      data-testid="actor-library-grid"
      className="min-h-0 flex-1 overflow-y-auto px-8 pt-5 pb-8 [scrollbar-gutter:stable] max-md:px-4 max-md:pt-4"
    >
      <div ref={innerRef}>
        <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((row) => (
            <div
              key={row.key}
              className="absolute left-0 grid w-full"
              style={{
                top: row.start,
                height: cardHeight,
                gridTemplateColumns: `repeat(${columns}, ${cardWidth}px)`,
                columnGap: ACTOR_LIBRARY_GAP_PX,
              }}
            >
              {cells.slice(row.index * columns, row.index * columns + columns).map((cell, i) => (
                <div
                  key={cell.kind === 'actor' ? cell.actor.id : `${cell.kind}-${row.index}-${i}`}
                  className="min-w-0"
                >
                  {cell.kind === 'add' ? (
                    renderAdd()
                  ) : cell.kind === 'actor' ? (
                    renderActor(cell.actor)
                  ) : (
                    <LibraryCardSkeleton />
                  )}
                </div>
              ))}
            </div>
          ))}
        </div>
        {footer}
      </div>
    </div>
  );
}
