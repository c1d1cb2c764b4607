import { LOCAL_FOLDER_PREFIX } from '@talkreel/contract';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { createFolder } from '../api/treeApi';
import { useTreeNavigation } from '../navigation/TreeNavigation';
import { folderPath } from '../paths';
import { newLocalId, trackCreation } from '../state/localIds';
import { addFolder, realFolders, removeFolder, replaceFolderId, topOrder } from '../state/treeOps';
import { applyTree, currentProductId, store } from './treeStore';

interface Vars {
  localId: string;
  name: string;
  /** Where the user was, to return to if the server refuses. */
  from: string;
}

/**
 * New folder (core.md §4): shown at the top at once under `folder_<timestamp>`, opened at its
 * temporary path, created on the server, then the path takes the real id. On failure: the
 * catalogue toast, the folder goes and the user returns to where they were.
 */
export function useCreateFolder(options: { open?: boolean } = {}) {
  const { t } = useTranslation();
  const nav = useTreeNavigation();
  const open = options.open ?? true;
  const { mutateAsync } = useMutation({
    mutationFn: async ({ name }: Vars) => (await createFolder(currentProductId(), name)).folder,
    onSuccess: (folder, { localId }) => {
      applyTree((tree) => replaceFolderId(tree, localId, folder.id, folder.sortOrder));
      store().mapFolderId(localId, folder.id);
      nav.replaceIfAt(folderPath(localId), folderPath(folder.id));
    },
    onError: (_err, { localId, from }) => {
      applyTree((tree) => removeFolder(tree, localId).tree);
      nav.replaceIfAt(folderPath(localId), from);
    },
  });

  /** Shows the folder at once, starts the creation and returns the local id. */
  return useCallback(
    (name: string = t('tree.defaults.folderName')) => {
      const localId = newLocalId(LOCAL_FOLDER_PREFIX);
      const from = nav.currentPath();
      applyTree((tree) =>
        addFolder(tree, {
          id: localId,
          name,
          sortOrder: topOrder(realFolders(tree)),
          projectNum: 0,
          isUncategorized: false,
          createdAt: new Date().toISOString(),
          latestVideoImage: null,
        }),
      );
      store().expandFolder(localId);
      if (open) nav.go(folderPath(localId));
      const created = mutateAsync({ localId, name, from });
      trackCreation(
        localId,
        created.then((f) => f.id),
      );
      created.catch(() => {}); // handled in onError
      return localId;
    },
    [mutateAsync, nav, open, t],
  );
}
