import { VideoStatus } from '@talkreel/contract';
import type { VideoResult } from './videoResult';

/**
 * The grid's results: temporary placeholders first, then the server's list (newest first). A
 * placeholder whose video the list already shows in progress (same actor and script) is
 * dropped, so a poll landing before the generation reply never shows a video twice.
 */
export function mergeResults(temporary: VideoResult[], list: VideoResult[]): VideoResult[] {
  const pending = temporary.filter(
    (t) =>
      !list.some(
        (v) =>
          v.videoStatus === VideoStatus.IN_PROGRESS &&
          v.actor.id === t.actor.id &&
          v.inputText === t.inputText,
      ),
  );
  return [...pending, ...list];
}
