import { UNCATEGORIZED_FOLDER_ID } from '@talkreel/contract';
import { useCreationStore } from '../../tree/state/useCreationStore';

/** The folder a project sits in (null: uncategorized), read from the tree the sidebar holds. */
export function useProjectFolderId(projectId: string): string | null {
  return useCreationStore((s) => {
    for (const [key, projects] of Object.entries(s.projectsMap)) {
      if (projects.some((p) => p.id === projectId)) {
        return key === UNCATEGORIZED_FOLDER_ID ? null : key;
      }
    }
    return null;
  });
}
