import { i18n } from '../../../i18n/i18n';
import { notify } from '../../../ui/toast';
import { listFolders } from '../api/treeApi';
import { isLocalId } from './localIds';
import { resyncTree } from './resyncTree';
import { useCreationStore } from './useCreationStore';

let running: Promise<void> | null = null;

/** One catch-up at a time: several refused calls of one gesture share it. */
function catchUp(productId: string): Promise<void> {
  running ??= resyncTree(productId)
    .catch((err) => console.error('[tree] could not read the tree again', err))
    .finally(() => {
      running = null;
    });
  return running;
}

/**
 * A call named a folder this tab still shows but the server no longer has (a teammate's
 * reload dissolved it, or someone deleted it): instead of "Folder not found", say what
 * happened and show the tree as it is now, which moves the page to the projects' new place.
 */
export function recoverGoneFolder(): Promise<void> {
  const productId = useCreationStore.getState().productId;
  if (!productId) return Promise.resolve();
  notify({
    tone: 'info',
    id: 'tree-folder-gone',
    title: i18n.t('tree.gone.title'),
    text: i18n.t('tree.gone.text'),
  });
  return catchUp(productId);
}

let checking: Promise<boolean> | null = null;

/**
 * Whether a folder shown here has gone from the server, asked with the folder list alone (one
 * call); the full catch-up runs only when one has. Used when the tab comes back into view.
 */
export function checkForGoneFolders(): Promise<boolean> {
  // Focus and visibility often come together: one check answers both.
  checking ??= checkOnce().finally(() => {
    checking = null;
  });
  return checking;
}

async function checkOnce(): Promise<boolean> {
  const { productId, loadedProductId, folders } = useCreationStore.getState();
  if (!productId || loadedProductId !== productId) return false;
  const shown = folders.filter((f) => !f.isUncategorized && !isLocalId(f.id));
  if (!shown.length) return false;
  const { folders: onServer } = await listFolders(productId, false, { toast: false });
  const ids = new Set(onServer.map((f) => f.id));
  if (shown.every((f) => ids.has(f.id))) return false;
  await recoverGoneFolder();
  return true;
}
