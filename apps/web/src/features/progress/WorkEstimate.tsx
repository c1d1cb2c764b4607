import clsx from 'clsx';
import { useWorkEstimate } from './useWorkEstimate';
import type { ClientProgress, WorkKind } from './workEstimate';

/**
 * How long a video, an actor or a voice still takes, in the one wording every waiting card
 * uses (issue 24): time left and the work ahead, or the spec's usual time when this server has
 * measured nothing. With `bar`, a thin bar shows the percent the work has reported.
 */
export function WorkEstimate({
  kind,
  progress,
  bar = false,
  className,
}: {
  kind: WorkKind;
  progress: ClientProgress | null | undefined;
  bar?: boolean;
  className?: string;
}) {
  const estimate = useWorkEstimate(kind, progress);
  return (
    // Lines take the caller's text alignment (centred on cards, left in a status row).
    <span className={clsx('flex flex-col gap-0.5', className)}>
      {estimate.time ? <span data-testid="work-time">{estimate.time}</span> : null}
      {estimate.ahead ? <span data-testid="work-ahead">{estimate.ahead}</span> : null}
      {bar && estimate.percent > 0 ? (
        <WorkBar percent={estimate.percent} className="mt-1 self-center" />
      ) : null}
    </span>
  );
}

/** The percent a piece of work reported, as a thin bar (for a card's foot). */
export function WorkBar({ percent, className }: { percent: number; className?: string }) {
  return (
    <span
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      className={clsx('block h-1 w-24 overflow-hidden rounded-full bg-white/20', className)}
    >
      <span
        className="block h-full rounded-full bg-brand-300 transition-[width] duration-500 ease-out"
        style={{ width: `${Math.min(100, Math.max(0, percent))}%` }}
      />
    </span>
  );
}
