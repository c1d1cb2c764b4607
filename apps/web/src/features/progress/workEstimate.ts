import { ACTOR_PROCESSING_TIME, type Camelize, type WorkProgress } from '@talkreel/contract';
import type { TFunction } from 'i18next';

/** The work a waiting text is about: its fallback wording and how its line is counted. */
export type WorkKind = 'video' | 'photoActor' | 'videoActor' | 'clone';
export type ClientProgress = Camelize<WorkProgress>;

/**
 * The spec's usual times (creation.md §4), said only when this server has measured nothing:
 * video results about 3 to 5 minutes, image actors 10 to 20 minutes, video actors 3 to 6 hours.
 * A clone has no usual time in the spec: its climbing bar says enough.
 */
const USUAL_TIME: Record<WorkKind, { from: number; to: number; unit: 'minutes' | 'hours' } | null> =
  {
    video: { from: 3, to: 5, unit: 'minutes' },
    photoActor: ACTOR_PROCESSING_TIME.image,
    videoActor: ACTOR_PROCESSING_TIME.video,
    clone: null,
  };

/** Below this many seconds left the text says the work is nearly done. */
const ALMOST_DONE_S = 5;

/**
 * The one wording of a wait (issue 24), for cards, overlays and toasts alike: time left from
 * the server's measured speed ("About 20 s left"), counted down by `elapsedMs` since the reply,
 * and how much is ahead ("3 videos ahead of yours"); the spec's usual time when nothing is known.
 */
export function estimateLines(
  t: TFunction,
  kind: WorkKind,
  progress: ClientProgress | null | undefined,
  elapsedMs = 0,
): { time: string | null; ahead: string | null } {
  const ahead =
    progress && progress.ahead > 0 ? t(`progress.ahead.${kind}`, { count: progress.ahead }) : null;
  const remaining = progress?.remainingSeconds;
  if (remaining === null || remaining === undefined) {
    const usual = USUAL_TIME[kind];
    return {
      time: usual ? t(`progress.usual.${usual.unit}`, { from: usual.from, to: usual.to }) : null,
      ahead,
    };
  }
  const left = remaining - elapsedMs / 1000;
  return { time: timeLeft(t, left), ahead };
}

/** "About 20 s left", "About 4 min left", "About 2 h left"; "Almost done" at the end. */
function timeLeft(t: TFunction, seconds: number): string {
  if (seconds <= ALMOST_DONE_S) return t('progress.almostDone');
  if (seconds < 60) return t('progress.left.seconds', { count: Math.ceil(seconds / 5) * 5 });
  if (seconds < 3600) return t('progress.left.minutes', { count: Math.ceil(seconds / 60) });
  return t('progress.left.hours', { count: Math.round(seconds / 360) / 10 });
}

/** The estimate as one sentence (a toast's text). */
export const estimateSentence = (
  t: TFunction,
  kind: WorkKind,
  progress: ClientProgress | null | undefined,
) => {
  const { time, ahead } = estimateLines(t, kind, progress);
  return [time, ahead].filter(Boolean).join(' · ');
};
