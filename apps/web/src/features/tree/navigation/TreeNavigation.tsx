import { createContext, type ReactNode, useContext, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { samePath } from '../paths';

export interface TreeNavigation {
  /** The path on screen now (not when the calling component last rendered). */
  currentPath(): string;
  go(path: string, options?: { replace?: boolean }): void;
  /** Replaces `from` with `to` only if the user is still at `from` (temp path, rollback). */
  replaceIfAt(from: string, to: string): void;
}

const Context = createContext<TreeNavigation | null>(null);

/**
 * Held by the creation layout, which stays mounted across creation pages, so a server answer
 * arriving after the page that started a change has gone can still fix the address.
 */
export function TreeNavigationProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const path = useRef(pathname);
  path.current = pathname;
  const value = useMemo<TreeNavigation>(
    () => ({
      currentPath: () => path.current,
      go: (to, options) => {
        if (samePath(path.current, to)) return;
        path.current = to;
        navigate(to, options);
      },
      replaceIfAt: (from, to) => {
        if (!samePath(path.current, from)) return;
        path.current = to;
        navigate(to, { replace: true });
      },
    }),
    [navigate],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useTreeNavigation(): TreeNavigation {
  const nav = useContext(Context);
  if (!nav) throw new Error('useTreeNavigation needs the creation layout around it');
  return nav;
}
