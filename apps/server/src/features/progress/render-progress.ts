import { VideoStatus } from '@talkreel/contract';
import type { AppContext } from '../../app-context';

/**
 * Records a video's render progress (0-99; finished says 100) as the render reports it, once a
 * second of video. One write at a time and only on change, so a slow database never queues
 * writes behind the render; a failed write is no reason to stop rendering.
 */
export function renderProgressReporter(ctx: Pick<AppContext, 'db'>, videoId: string) {
  let last = -1;
  let writing = false;
  return (ratio: number) => {
    const percent = Math.min(99, Math.max(0, Math.floor(ratio * 100)));
    if (percent === last || writing) return;
    last = percent;
    writing = true;
    ctx.db
      .updateTable('videos')
      .set({ render_progress: percent })
      .where('id', '=', videoId)
      .where('video_status', '=', VideoStatus.IN_PROGRESS)
      .execute()
      .catch(() => undefined)
      .finally(() => {
        writing = false;
      });
  };
}
