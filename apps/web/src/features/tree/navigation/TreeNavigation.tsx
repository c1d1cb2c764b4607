import { createContext, type ReactNode, useContext, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { samePath } from '../paths';
import { PathTracker } from './pathTracker';

export interface TreeNavigation {
  /** The path on screen now, or the one just navigated to (not when the caller rendered). */
  currentPath(): string;
  /** A navigation away from `path` has been asked for and is under way. */
  leaving(path: string): boolean;
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
  const trackerRef = useRef<PathTracker>(null);
  trackerRef.current ??= new PathTracker(pathname);
  const tracker = trackerRef.current;
  // Follows the router, but a navigation just asked for (still in its transition) stays.
  tracker.seen(pathname);
  const value = useMemo<TreeNavigation>(
    () => ({
      currentPath: () => tracker.current(),
      leaving: (from) => !samePath(tracker.current(), from),
      go: (to, options) => {
        if (samePath(tracker.current(), to)) return;
        tracker.asked(to);
        navigate(to, options);
      },
      replaceIfAt: (from, to) => {
        if (!samePath(tracker.current(), from)) return;
        tracker.asked(to);
        navigate(to, { replace: true });
      },
    }),
    [navigate, tracker],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useTreeNavigation(): TreeNavigation {
  const nav = useContext(Context);
  if (!nav) throw new Error('useTreeNavigation needs the creation layout around it');
  return nav;
}
