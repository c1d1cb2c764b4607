import { fetchBlob, saveBlob } from '../../../api/download';
import { recordEvent } from '../../../api/events/recordEvent';
import { useDownloadTasks } from '../../../ui/downloadTasks';
import type { LibraryActor } from './actorLibraryApi';

/**
 * `{actor name}_{timestamp}.mp4` (creation.md §2); characters a file system refuses are
 * replaced in the name.
 */
export function actorDownloadName(name: string, now: number = Date.now()): string {
  const safe = name.replace(/[\\/:*?"<>|]/g, '_').trim() || 'actor';
  return `${safe}_${now}.mp4`;
}

/** Downloads the actor's full default video, shown on the download badge. */
export async function downloadActor(actor: LibraryActor): Promise<void> {
  const url = actor.fullActorDefaultVideoUrl;
  if (!url) return;
  // A download click of creation.md §7, as for a finished video.
  recordEvent('download_click', { actor_id: actor.id });
  const name = actorDownloadName(actor.name);
  const tasks = useDownloadTasks.getState();
  const id = tasks.start(name);
  try {
    const blob = await fetchBlob(url, { onProgress: (f) => tasks.update(id, f * 100) });
    saveBlob(blob, name);
    tasks.finish(id, 'done');
  } catch (err) {
    console.error('[actors] download failed', err);
    tasks.finish(id, 'error');
  }
}
