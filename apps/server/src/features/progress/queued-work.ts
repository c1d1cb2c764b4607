import type { WorkProgress } from '@talkreel/contract';
import { timedPercent, toSeconds } from './remaining';

/** One piece of work that reports no progress of its own (an own actor, a voice clone). */
export interface QueuedWork {
  id: string;
  /** When a worker started on it; null while it waits. */
  startedAt: number | null;
  /** Its place in line: when it was queued. */
  queuedAt: number;
  /** This server's measured time for such work; undefined when none was measured yet. */
  expectedMs: number | undefined;
}

/**
 * The progress of `ids` among everything in line of their kind (first in, first out, `slots`
 * at a time): a running one's percent is its time spent against the measured time (held below
 * 100); a waiting one counts everything running and queued before it. Time left is null when
 * any work it waits for was never measured.
 */
export function lineProgress(
  line: QueuedWork[],
  ids: string[],
  now: number,
  slots = 1,
): Map<string, WorkProgress> {
  const result = new Map<string, WorkProgress>();
  const running = line.filter((w) => w.startedAt !== null);
  const leftOf = (w: QueuedWork) =>
    w.expectedMs === undefined
      ? undefined
      : Math.max(1000, w.expectedMs - (now - Number(w.startedAt ?? now)));
  const waiting = line
    .filter((w) => w.startedAt === null)
    .sort((a, b) => a.queuedAt - b.queuedAt || a.id.localeCompare(b.id));
  for (const id of ids) {
    const w = line.find((l) => l.id === id);
    if (!w) continue;
    if (w.startedAt !== null) {
      result.set(id, {
        percent: timedPercent(now - w.startedAt, w.expectedMs),
        ahead: 0,
        remaining_seconds: toSeconds(leftOf(w)),
      });
      continue;
    }
    const before = waiting.slice(0, waiting.indexOf(w));
    const ahead = [...running.map(leftOf), ...before.map((b) => b.expectedMs)];
    const known = w.expectedMs !== undefined && ahead.every((ms) => ms !== undefined);
    const aheadMs = ahead.reduce<number>((sum, ms) => sum + (ms ?? 0), 0);
    result.set(id, {
      percent: 0,
      ahead: running.length + before.length,
      remaining_seconds: known ? toSeconds(aheadMs / slots + (w.expectedMs ?? 0)) : null,
    });
  }
  return result;
}
