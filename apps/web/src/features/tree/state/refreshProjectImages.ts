import { MEDIA_LINK_REFRESH_MS } from '@talkreel/contract';
import { listProjects } from '../api/treeApi';
import { findProject, setProjectImage } from './treeOps';
import { useCreationStore } from './useCreationStore';

const inflight = new Map<string, Promise<void>>();
const lastAsked = new Map<string, number>();

/**
 * A project card's picture is a signed link, and the tree is loaded once per page session: after
 * 10-20 minutes its pictures stop loading. When one fails, its folder's projects are asked again
 * (one call at a time per folder, at most once per MEDIA_LINK_REFRESH_MS, so a picture that is
 * really gone does not ask in a loop) and every card of the folder gets its fresh picture.
 * Housekeeping: a failure is logged, the card keeps its placeholder.
 */
export function refreshProjectImages(projectId: string, now = Date.now()): Promise<void> {
  const { productId, folders, projectsMap } = useCreationStore.getState();
  const found = findProject({ folders, projectsMap }, projectId);
  if (!productId || !found) return Promise.resolve();
  const key = `${productId}:${found.key}`;
  const running = inflight.get(key);
  if (running) return running;
  if (now - (lastAsked.get(key) ?? Number.NEGATIVE_INFINITY) < MEDIA_LINK_REFRESH_MS) {
    return Promise.resolve();
  }
  lastAsked.set(key, now);
  const load = listProjects(productId, found.key, { toast: false })
    .then(({ projects }) => {
      // The tree may have moved on meanwhile (another product): only the same one is patched.
      if (useCreationStore.getState().productId !== productId) return;
      useCreationStore
        .getState()
        .update((tree) =>
          projects.reduce((t, p) => setProjectImage(t, p.id, p.latestVideoImage ?? null), tree),
        );
    })
    .catch((err: unknown) => console.warn('[tree] could not refresh project pictures', err))
    .finally(() => inflight.delete(key));
  inflight.set(key, load);
  return load;
}
