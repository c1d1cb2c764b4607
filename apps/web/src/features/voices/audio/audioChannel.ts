/**
 * The app's one audio slot (creation.md §4: only one player plays at a time). A player
 * claims it before playing; whoever held it is told to stop.
 */
let holder: { id: symbol; stop(): void } | null = null;

export function claimAudio(id: symbol, stop: () => void) {
  if (holder && holder.id !== id) holder.stop();
  holder = { id, stop };
}

export function releaseAudio(id: symbol) {
  if (holder?.id === id) holder = null;
}
