import { UNCATEGORIZED_FOLDER_ID } from '@talkreel/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaLinkRefresh } from '../../../api/mediaLinkRefresh';
import { createProject, listProjects, renameProject } from '../../tree/api/treeApi';
import { applyTree, store } from '../../tree/hooks/treeStore';
import { addProject, renameProject as renameInTree } from '../../tree/state/treeOps';
import type { Project } from '../../tree/state/treeTypes';
import { useWorkspaces } from '../../workspaces/useWorkspaces';

export const uncategorizedProjectsKey = (productId: string | null) =>
  ['assets', 'uncategorized-projects', productId] as const;

/** The sidebar's tree of this product, when it is loaded, follows changes made here. */
const toTree = (productId: string, change: Parameters<typeof applyTree>[0]) => {
  if (store().productId === productId) applyTree(change);
};

/**
 * The choose-project modal's list (creation.md §2): the current workspace's uncategorized
 * projects, with creating one (the plus) and renaming one (double click), both shown at once.
 */
export function useUncategorizedProjects(enabled: boolean) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { currentId: productId } = useWorkspaces();
  const key = uncategorizedProjectsKey(productId);
  const query = useQuery({
    queryKey: key,
    queryFn: async () => (await listProjects(productId ?? '', UNCATEGORIZED_FOLDER_ID)).projects,
    enabled: enabled && Boolean(productId),
    staleTime: 0,
    ...mediaLinkRefresh,
  });
  const patch = useCallback(
    (change: (list: Project[]) => Project[]) => {
      const before = queryClient.getQueryData<Project[]>(key);
      if (before) queryClient.setQueryData(key, change(before));
      return before;
    },
    [queryClient, key],
  );

  const rename = useMutation({
    mutationFn: ({ project, name }: { project: Project; name: string }) =>
      renameProject(project.id, name),
    onMutate: ({ project, name }) => ({
      before: patch((list) => list.map((p) => (p.id === project.id ? { ...p, name } : p))),
    }),
    onError: (_err, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (_r, { project, name }) => {
      if (productId) toTree(productId, (tree) => renameInTree(tree, project.id, name));
    },
  });

  const create = useMutation({
    mutationFn: async () => {
      const name = t('tree.defaults.projectName');
      const { project } = await createProject(productId ?? '', name, UNCATEGORIZED_FOLDER_ID);
      return {
        ...project,
        folderId: null,
        createdAt: new Date().toISOString(),
        latestVideoImage: null,
      } satisfies Project;
    },
    onSuccess: (project) => {
      patch((list) => [project, ...list.filter((p) => p.id !== project.id)]);
      if (productId) toTree(productId, (tree) => addProject(tree, project));
    },
  });

  return {
    projects: query.data ?? [],
    loading: query.isPending,
    rename: (project: Project, name: string) => rename.mutate({ project, name }),
    create: () => create.mutateAsync(),
    creating: create.isPending,
  };
}
