import { create } from 'zustand';
import type { Workspace } from './workspaceTypes';

interface ProductDialogsState {
  renaming: Workspace | null;
  deleting: Workspace | null;
  openRename(product: Workspace): void;
  openDelete(product: Workspace): void;
  close(): void;
}

/**
 * Which product dialog is open. The dialogs live outside the menus that open them, so closing
 * a popup (which unmounts its content) never takes an open dialog with it.
 */
export const useProductDialogs = create<ProductDialogsState>()((set) => ({
  renaming: null,
  deleting: null,
  openRename: (renaming) => set({ renaming, deleting: null }),
  openDelete: (deleting) => set({ deleting, renaming: null }),
  close: () => set({ renaming: null, deleting: null }),
}));
