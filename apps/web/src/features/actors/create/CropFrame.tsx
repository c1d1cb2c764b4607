import clsx from 'clsx';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useRef } from 'react';
import { type Corner, type CropBox, moveBox, resizeBox, type Size, scaleBox } from './cropGeometry';

type Drag =
  | { kind: 'move'; pointer: number; x: number; y: number; box: CropBox }
  | { kind: 'resize'; pointer: number; corner: Corner };

const CORNERS: Corner[] = ['nw', 'ne', 'se', 'sw'];
const cornerPlace: Record<Corner, string> = {
  nw: 'top-0 left-0 -translate-x-1/2 -translate-y-1/2 cursor-nwse-resize',
  ne: 'top-0 right-0 translate-x-1/2 -translate-y-1/2 cursor-nesw-resize',
  se: 'right-0 bottom-0 translate-x-1/2 translate-y-1/2 cursor-nwse-resize',
  sw: 'bottom-0 left-0 -translate-x-1/2 translate-y-1/2 cursor-nesw-resize',
};

export interface CropFrameProps {
  /** The picture or video, drawn to fill the frame. */
  children: ReactNode;
  /** The media's own size in pixels, and how many screen pixels one of them takes. */
  size: Size;
  scale: number;
  box: CropBox;
  minWidth: number;
  onChange(box: CropBox): void;
  label: string;
  testId?: string;
}

/**
 * A 9:16 box over a picture or a video (creation.md §5 crop): drag it to move, drag a corner
 * to resize; arrow keys move it and + / - resize it. The geometry keeps it inside the media.
 */
export function CropFrame({
  children,
  size,
  scale,
  box,
  minWidth,
  onChange,
  label,
  testId,
}: CropFrameProps) {
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);

  const toMedia = (e: PointerEvent) => {
    const rect = frame.current?.getBoundingClientRect();
    return {
      x: (e.clientX - (rect?.left ?? 0)) / scale,
      y: (e.clientY - (rect?.top ?? 0)) / scale,
    };
  };
  const start = (e: PointerEvent<HTMLElement>, next: Drag) => {
    e.stopPropagation();
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = next;
  };
  const onPointerMove = (e: PointerEvent) => {
    const d = drag.current;
    if (!d || d.pointer !== e.pointerId) return;
    if (d.kind === 'move') {
      onChange(moveBox(d.box, (e.clientX - d.x) / scale, (e.clientY - d.y) / scale, size));
    } else {
      onChange(resizeBox(box, d.corner, toMedia(e), size, minWidth));
    }
  };
  const end = () => {
    drag.current = null;
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const step = (e.shiftKey ? 40 : 10) / scale;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      onChange(moveBox(box, move[0], move[1], size));
    } else if (e.key === '+' || e.key === '=' || e.key === '-') {
      e.preventDefault();
      onChange(scaleBox(box, (e.key === '-' ? -step : step) * 2, size, minWidth));
    }
  };

  return (
    <div
      ref={frame}
      className="relative mx-auto touch-none overflow-hidden rounded-xl bg-[#0f0e14] select-none"
      style={{ width: size.width * scale, height: size.height * scale }}
      onPointerMove={onPointerMove}
      onPointerUp={end}
      onPointerCancel={end}
    >
      {children}
      <div
        role="application"
        aria-roledescription="crop box"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: arrow keys move the box and +/- resize it, as dragging does
        tabIndex={0}
        data-testid={testId}
        data-box={[box.x, box.y, box.width, box.height].map((v) => v.toFixed(1)).join(',')}
        onKeyDown={onKeyDown}
        onPointerDown={(e) =>
          start(e, { kind: 'move', pointer: e.pointerId, x: e.clientX, y: e.clientY, box })
        }
        className="absolute cursor-move shadow-[0_0_0_9999px_rgb(15_14_20/0.55)] outline-none ring-2 ring-white/95 focus-visible:ring-brand-300"
        style={{
          left: box.x * scale,
          top: box.y * scale,
          width: box.width * scale,
          height: box.height * scale,
        }}
      >
        {/* Thirds help place the face; they are guides, not part of the crop. */}
        <span className="pointer-events-none absolute inset-x-0 top-1/3 border-t border-white/35" />
        <span className="pointer-events-none absolute inset-x-0 top-2/3 border-t border-white/35" />
        <span className="pointer-events-none absolute inset-y-0 left-1/3 border-l border-white/35" />
        <span className="pointer-events-none absolute inset-y-0 left-2/3 border-l border-white/35" />
        {CORNERS.map((corner) => (
          <span
            key={corner}
            aria-hidden="true"
            data-corner={corner}
            onPointerDown={(e) => start(e, { kind: 'resize', pointer: e.pointerId, corner })}
            className={clsx(
              'absolute size-3.5 rounded-[3px] border-2 border-brand-500 bg-white shadow',
              cornerPlace[corner],
            )}
          />
        ))}
      </div>
    </div>
  );
}
