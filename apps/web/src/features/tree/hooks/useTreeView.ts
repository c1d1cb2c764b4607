import { UNCATEGORIZED_FOLDER_ID } from '@talkreel/contract';
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { realFolders, sortedFolders } from '../state/treeOps';
import { useCreationStore } from '../state/useCreationStore';

/** The tree as screens show it: folders in order, uncategorized last, projects per group. */
export function useTreeView() {
  const { folders, projectsMap, expandedFolders } = useCreationStore(
    useShallow((s) => ({
      folders: s.folders,
      projectsMap: s.projectsMap,
      expandedFolders: s.expandedFolders,
    })),
  );
  return useMemo(() => {
    const tree = { folders, projectsMap };
    const uncategorized =
      folders.find((f) => f.isUncategorized) ?? sortedFolders(folders).at(-1) ?? null;
    return {
      tree,
      folders: realFolders(tree),
      allFolders: sortedFolders(folders),
      uncategorized,
      projectsMap,
      projectsOf: (key: string) => projectsMap[key] ?? [],
      uncategorizedProjects: projectsMap[UNCATEGORIZED_FOLDER_ID] ?? [],
      expanded: new Set(expandedFolders),
    };
  }, [folders, projectsMap, expandedFolders]);
}
