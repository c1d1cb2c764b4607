import { UNCATEGORIZED_FOLDER_ID } from '@talkreel/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PersistedKey } from './persistedKeys';
import { registerUserStateReset } from './userStateReset';

export const DEFAULT_ROUTE = `/creation/folder/${UNCATEGORIZED_FOLDER_ID}/`;

/** Only these areas are worth returning to at start (core.md §2 routing rules). */
const MAIN_PREFIXES = [
  '/creation/product/',
  '/creation/folder/',
  '/creation/project/',
  '/settings/account/',
  '/settings/members/',
  '/assets/actor/',
  '/assets/voice/',
  '/agent/',
];
const CREATION_PATH = /^\/creation\/(folder|project)\/[^/]+\/?$/;

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/**
 * The location state of a navigation to a remembered place (start-up, the Creation entry): a
 * project gone since then falls back quietly (core.md §2), where a link to it says it is gone.
 */
export const RESTORED_ROUTE = { restored: true } as const;
export const isRestoredRoute = (state: unknown) =>
  typeof state === 'object' &&
  state !== null &&
  (state as { restored?: unknown }).restored === true;

export const isRememberedRoute = (path: string) =>
  MAIN_PREFIXES.some((p) => withSlash(path).startsWith(p));
export const isCreationPath = (path: string) => CREATION_PATH.test(path);

interface RouteMemoryState {
  lastRoute: string | null;
  lastCreationPath: string | null;
  remember(path: string): void;
  clear(): void;
}

export const useRouteMemory = create<RouteMemoryState>()(
  persist(
    (set) => ({
      lastRoute: null,
      lastCreationPath: null,
      remember: (path) =>
        set((s) => ({
          lastRoute: isRememberedRoute(path) ? path : s.lastRoute,
          lastCreationPath: isCreationPath(path) ? path : s.lastCreationPath,
        })),
      clear: () => set({ lastRoute: null, lastCreationPath: null }),
    }),
    { name: PersistedKey.ROUTES, storage: createJSONStorage(() => localStorage) },
  ),
);

registerUserStateReset(() => useRouteMemory.getState().clear());
