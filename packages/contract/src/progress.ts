import { z } from 'zod';

/**
 * How far a queued piece of work is (issue 24; not in the spec), sent as an optional `progress`
 * beside the spec's own status fields of a video result, an own actor and a voice clone task,
 * while the work is in progress (null or absent otherwise). The spec's waiting texts ("about 3
 * to 5 minutes", "10 to 20 minutes", "3 to 6 hours") remain the fallback when this server has
 * measured nothing yet.
 */
export const workProgress = z.object({
  /**
   * 0-100. A video's is reported by its render (frames done); an actor's or a clone's is the
   * time spent against this server's measured time for such work, held below 100 until done.
   * 0 while the work waits its turn.
   */
  percent: z.number().min(0).max(100),
  /** Pieces of work of the same kind (videos, actors, clones) that go before this one. */
  ahead: z.number().int().min(0),
  /**
   * Seconds until done (waiting included), from this server's measured speed for this kind of
   * work; null when nothing has been measured yet.
   */
  remaining_seconds: z.number().min(0).nullable(),
});
export type WorkProgress = z.infer<typeof workProgress>;
