import { type ComponentType, useEffect, useState } from 'react';
import { useDownloadTasks } from '../ui/downloadTasks';
import { lazyChunk } from './lazyChunk';

// The badge (with its tooltip library) is only ever needed once a download runs, which only
// the signed-in areas start: it stays out of the login page's script.
const badge = lazyChunk(() =>
  import('../ui/DownloadProgressBadge').then((m) => m.DownloadProgressBadge),
);

/** The download progress badge, fetched when the first download starts. */
export function DownloadBadgeSlot() {
  const busy = useDownloadTasks((s) => s.tasks.length > 0);
  const [Badge, setBadge] = useState<ComponentType | undefined>(() => badge.value);
  useEffect(() => {
    if (!busy || Badge) return;
    let live = true;
    badge.load().then(
      (loaded) => live && setBadge(() => loaded),
      (err: unknown) => console.error('[downloads] the progress badge failed to load', err),
    );
    return () => {
      live = false;
    };
  }, [busy, Badge]);
  return busy && Badge ? <Badge /> : null;
}
