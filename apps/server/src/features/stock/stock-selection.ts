import { type StockActor, type StockVoice, stockActors, stockVoices } from '@talkreel/engine';
import { sha256 } from '../../lib/ids';

/** Stock rows have fixed ids, so every process seeding at once agrees on them. */
export const stockActorId = (key: string) => `stock-actor-${key}`;
export const stockVoiceId = (key: string) => `stock-voice-${key}`;

/** A short hash of how an item is made: its files are re-rendered when that changes. */
export const specVersion = (spec: string) => sha256(spec).slice(0, 10);

/**
 * The first `limit` stock actors and voices (all without a limit), plus the voices those
 * actors speak with by default, in the engine's catalogue order.
 */
export function stockSelection(limit?: number | null): {
  actors: StockActor[];
  voices: StockVoice[];
} {
  const actors = limit == null ? [...stockActors] : stockActors.slice(0, limit);
  const wanted = new Set(
    (limit == null ? stockVoices : stockVoices.slice(0, limit)).map((v) => v.key),
  );
  for (const actor of actors)
    if (actor.defaultVoice.voiceKey) wanted.add(actor.defaultVoice.voiceKey);
  return { actors, voices: stockVoices.filter((v) => wanted.has(v.key)) };
}
