import clsx from 'clsx';
import {
  type ComponentPropsWithoutRef,
  type Ref,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { scriptSegments } from './scriptSegments';

/**
 * A script textarea whose `{{variables}}` are marked (issue 28). The textarea stays the real,
 * visible editor (caret, selection, IME, undo are the browser's own); behind its transparent
 * background a copy of the text in transparent ink paints only the marks, wrapped and scrolled as
 * the textarea is. Without a variable there is no backdrop: the box is the plain textarea.
 *
 * `metrics` holds what decides where text falls (padding, font size, line height) and is given
 * to both layers; everything else in `className` is the textarea's alone.
 */
export function VariableTextarea({
  value,
  metrics,
  className,
  textareaRef,
  ...props
}: Omit<ComponentPropsWithoutRef<'textarea'>, 'value'> & {
  value: string;
  metrics: string;
  textareaRef?: Ref<HTMLTextAreaElement>;
}) {
  const [area, setArea] = useState<HTMLTextAreaElement | null>(null);
  const setRefs = useCallback(
    (node: HTMLTextAreaElement | null) => {
      setArea(node);
      if (typeof textareaRef === 'function') textareaRef(node);
      else if (textareaRef) textareaRef.current = node;
    },
    [textareaRef],
  );
  const segments = scriptSegments(value);
  const marked = segments.some((s) => s.variable !== null);
  return (
    <div className="relative">
      {marked && area ? <Backdrop area={area} value={value} metrics={metrics} /> : null}
      <textarea
        ref={setRefs}
        value={value}
        className={clsx('relative', metrics, className)}
        {...props}
      />
    </div>
  );
}

function Backdrop({
  area,
  value,
  metrics,
}: {
  area: HTMLTextAreaElement;
  value: string;
  metrics: string;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  // The textarea's inner box (without its scroll bar) and scroll offset, copied on every
  // change: typing, scrolling and resizing (a scene's box can be dragged taller).
  const follow = useCallback(() => {
    if (!frame.current || !content.current) return;
    frame.current.style.width = `${area.clientWidth}px`;
    frame.current.style.height = `${area.clientHeight}px`;
    content.current.style.transform = `translate(${-area.scrollLeft}px, ${-area.scrollTop}px)`;
  }, [area]);
  useLayoutEffect(() => {
    area.addEventListener('scroll', follow);
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(follow);
    resized?.observe(area);
    return () => {
      area.removeEventListener('scroll', follow);
      resized?.disconnect();
    };
  }, [area, follow]);
  // After each render too: new text may wrap differently or scroll the textarea.
  useLayoutEffect(follow);
  return (
    <div
      ref={frame}
      aria-hidden="true"
      data-testid="script-variable-marks"
      className="pointer-events-none absolute top-0 left-0 overflow-hidden"
    >
      <div
        ref={content}
        className={clsx('break-words whitespace-pre-wrap text-transparent', metrics)}
      >
        {scriptSegments(value).map((s, i) =>
          s.variable === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: runs have no identity but their place.
            <span key={i}>{s.text}</span>
          ) : (
            <mark
              // biome-ignore lint/suspicious/noArrayIndexKey: runs have no identity but their place.
              key={i}
              data-variable={s.variable}
              className="rounded-[4px] bg-brand-100 text-transparent shadow-[0_0_0_1px_var(--color-brand-200)]"
            >
              {s.text}
            </mark>
          ),
        )}
        {/* A last empty line still takes its height, as it does in the textarea. */}
        {value.endsWith('\n') ? <span>{'\u200b'}</span> : null}
      </div>
    </div>
  );
}
