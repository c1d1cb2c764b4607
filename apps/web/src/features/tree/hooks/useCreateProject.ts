import { LOCAL_PROJECT_PREFIX, UNCATEGORIZED_FOLDER_ID } from '@talkreel/contract';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { createProject } from '../api/treeApi';
import { useTreeNavigation } from '../navigation/TreeNavigation';
import { projectPath } from '../paths';
import { newLocalId, trackCreation } from '../state/localIds';
import { addProject, groupKey, removeProject, replaceProjectId } from '../state/treeOps';
import { applyTree, currentProductId, resolveFolderId, serverFolderId, store } from './treeStore';

interface Vars {
  localId: string;
  name: string;
  /** The folder id, or `uncategorized`. */
  folderKey: string;
  from: string;
}

/**
 * New project (core.md §4): added at the top of its folder, which opens, and shown at once
 * at `/creation/project/project_<timestamp>/`; the path takes the server id when it answers.
 * On failure: the catalogue toast, the project goes, the user returns to where they were.
 */
export function useCreateProject() {
  const { t } = useTranslation();
  const nav = useTreeNavigation();
  const { mutateAsync } = useMutation({
    mutationFn: async ({ name, folderKey }: Vars) => {
      // The folder may itself still be on its way to the server.
      const folderId =
        folderKey === UNCATEGORIZED_FOLDER_ID ? folderKey : await serverFolderId(folderKey);
      return (await createProject(currentProductId(), name, folderId)).project;
    },
    onSuccess: (project, { localId }) => {
      applyTree((tree) => replaceProjectId(tree, localId, project));
      store().mapProjectId(localId, project.id);
      nav.replaceIfAt(projectPath(localId), projectPath(project.id));
    },
    onError: (_err, { localId, from }) => {
      applyTree((tree) => removeProject(tree, localId).tree);
      nav.replaceIfAt(projectPath(localId), from);
    },
  });

  /** Creates a project in `folderId` (default: uncategorized) and returns its local id. */
  return useCallback(
    (folderId?: string | null, name: string = t('tree.defaults.projectName')) => {
      const localId = newLocalId(LOCAL_PROJECT_PREFIX);
      const folderKey = groupKey(folderId ? resolveFolderId(folderId) : null);
      const from = nav.currentPath();
      applyTree((tree) =>
        addProject(tree, {
          id: localId,
          name,
          sortOrder: 0,
          folderId: folderKey === UNCATEGORIZED_FOLDER_ID ? null : folderKey,
          createdAt: new Date().toISOString(),
          latestVideoImage: null,
        }),
      );
      store().expandFolder(folderKey);
      nav.go(projectPath(localId));
      const created = mutateAsync({ localId, name, folderKey, from });
      trackCreation(
        localId,
        created.then((p) => p.id),
      );
      created.catch(() => {}); // handled in onError
      return localId;
    },
    [mutateAsync, nav, t],
  );
}
