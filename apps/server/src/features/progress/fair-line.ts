/** A video in progress as the fair scheduler sees it. */
export interface LineVideo {
  id: string;
  userId: string;
  /** Held by a render job (rendering now). */
  rendering: boolean;
  /** When its render started (rendering ones), for which ends first. */
  startedAt: number;
  /** Its place in line. */
  queuedAt: number;
}

/**
 * The order in which the waiting videos will be taken, by playing the fair scheduler's rule
 * (videos/render-scheduler.ts: fewest renders in hand, then the maker served longest ago, then
 * the oldest in line) forward: each take happens when a slot frees, which ends the render in
 * hand that started first. `lastServed` is each maker's latest render start (0 if never).
 */
export function fairOrder(
  line: LineVideo[],
  lastServed: Map<string, number>,
  slots: number,
): string[] {
  const inHand = new Map<string, number>();
  const hand = line.filter((v) => v.rendering).sort((a, b) => a.startedAt - b.startedAt);
  for (const v of hand) inHand.set(v.userId, (inHand.get(v.userId) ?? 0) + 1);
  const held = hand.map((v) => v.userId);
  const served = new Map(lastServed);
  const waiting = line.filter((v) => !v.rendering);
  const order: string[] = [];
  let clock = Math.max(0, ...served.values()) + 1;
  while (waiting.length > 0) {
    if (held.length >= slots) {
      const done = held.shift() as string;
      inHand.set(done, (inHand.get(done) ?? 1) - 1);
    }
    waiting.sort(
      (a, b) =>
        (inHand.get(a.userId) ?? 0) - (inHand.get(b.userId) ?? 0) ||
        (served.get(a.userId) ?? 0) - (served.get(b.userId) ?? 0) ||
        a.queuedAt - b.queuedAt ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
    const next = waiting.shift() as LineVideo;
    order.push(next.id);
    inHand.set(next.userId, (inHand.get(next.userId) ?? 0) + 1);
    served.set(next.userId, clock++);
    held.push(next.userId);
  }
  return order;
}
