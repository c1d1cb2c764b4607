import { CREATION_CACHE_VERSION, UNCATEGORIZED_FOLDER_ID } from '@talkreel/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PersistedKey } from '../../../state/persistedKeys';
import { registerUserStateReset } from '../../../state/userStateReset';
import type { Folder, ProjectsMap, Tree } from './treeTypes';

/** The local creation state of core.md §3, persisted as the cache of the workspace tree. */
export interface CreationState extends Tree {
  /** The product (workspace) this tree belongs to. */
  productId: string | null;
  folders: Folder[];
  projectsMap: ProjectsMap;
  /** Local (temporary) id to the server id used in paths and calls. */
  folderOriginIdMap: Record<string, string>;
  projectOriginIdMap: Record<string, string>;
  expandedFolders: string[];
  /** When the tree was last loaded from the server (epoch ms). */
  timestamp: number;
  version: string;
  /**
   * The product whose tree was loaded from the server in this page session; not persisted, so
   * every reload loads (and dissolves) the tree again (core.md §4 refresh rule).
   */
  loadedProductId: string | null;

  setTree(productId: string, tree: Tree): void;
  /** Applies a pure tree change (see treeOps.ts). */
  update(change: (tree: Tree) => Tree): void;
  mapFolderId(localId: string, serverId: string): void;
  mapProjectId(localId: string, serverId: string): void;
  toggleFolder(id: string): void;
  expandFolder(id: string): void;
  /** Clears the tree; called on workspace switch and logout, after which it reloads. */
  reset(): void;
}

const empty = {
  productId: null,
  folders: [],
  projectsMap: { [UNCATEGORIZED_FOLDER_ID]: [] },
  folderOriginIdMap: {},
  projectOriginIdMap: {},
  // The tree is flat after a refresh, so the uncategorized group starts open.
  expandedFolders: [UNCATEGORIZED_FOLDER_ID],
  timestamp: 0,
  version: CREATION_CACHE_VERSION,
  loadedProductId: null,
} satisfies Partial<CreationState>;

type Persisted = Pick<
  CreationState,
  | 'productId'
  | 'folders'
  | 'projectsMap'
  | 'folderOriginIdMap'
  | 'projectOriginIdMap'
  | 'expandedFolders'
  | 'timestamp'
  | 'version'
>;

export const CREATION_STORAGE_KEY = PersistedKey.CREATION;

export const useCreationStore = create<CreationState>()(
  persist(
    (set) => ({
      ...empty,
      setTree: (productId, tree) =>
        set((s) => ({
          productId,
          folders: tree.folders,
          projectsMap: tree.projectsMap,
          // A different product's folders are not worth keeping open.
          expandedFolders:
            s.productId === productId ? s.expandedFolders : [UNCATEGORIZED_FOLDER_ID],
          // Id maps stay: a path remembered under a temporary id still finds its item.
          timestamp: Date.now(),
          loadedProductId: productId,
        })),
      update: (change) => set((s) => change({ folders: s.folders, projectsMap: s.projectsMap })),
      mapFolderId: (localId, serverId) =>
        set((s) => ({
          folderOriginIdMap: { ...s.folderOriginIdMap, [localId]: serverId },
          expandedFolders: s.expandedFolders.map((id) => (id === localId ? serverId : id)),
        })),
      mapProjectId: (localId, serverId) =>
        set((s) => ({ projectOriginIdMap: { ...s.projectOriginIdMap, [localId]: serverId } })),
      toggleFolder: (id) =>
        set((s) => ({
          expandedFolders: s.expandedFolders.includes(id)
            ? s.expandedFolders.filter((f) => f !== id)
            : [...s.expandedFolders, id],
        })),
      expandFolder: (id) =>
        set((s) =>
          s.expandedFolders.includes(id) ? s : { expandedFolders: [...s.expandedFolders, id] },
        ),
      reset: () => set({ ...empty }),
    }),
    {
      name: CREATION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s): Persisted => ({
        productId: s.productId,
        folders: s.folders,
        projectsMap: s.projectsMap,
        folderOriginIdMap: s.folderOriginIdMap,
        projectOriginIdMap: s.projectOriginIdMap,
        expandedFolders: s.expandedFolders,
        timestamp: s.timestamp,
        version: s.version,
      }),
      // A cache written by another version of the app is dropped rather than trusted.
      merge: (persisted, current) => {
        const cached = persisted as Partial<Persisted> | undefined;
        if (!cached || cached.version !== CREATION_CACHE_VERSION) return current;
        return { ...current, ...cached, loadedProductId: null };
      },
    },
  ),
);

registerUserStateReset(() => useCreationStore.getState().reset());

/** The server id behind a folder or project id that may be a local one. */
export const resolveFolderId = (id: string) =>
  useCreationStore.getState().folderOriginIdMap[id] ?? id;
export const resolveProjectId = (id: string) =>
  useCreationStore.getState().projectOriginIdMap[id] ?? id;
