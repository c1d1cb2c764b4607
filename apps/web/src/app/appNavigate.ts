import { createContext, useContext } from 'react';

/** Goes to an absolute path of the app, like the router's navigate. */
export type AppNavigate = (to: string, options?: { replace?: boolean }) => void;

/**
 * How the screens that also show before the router has loaded (the login page, the app error
 * screen) navigate: inside the router it is the router's navigate (RouterNavigate.tsx); on the
 * login page opened without it, it changes the address and loads the app (AppEntry.tsx).
 */
export const AppNavigateContext = createContext<AppNavigate | null>(null);

export function useAppNavigate(): AppNavigate {
  const navigate = useContext(AppNavigateContext);
  if (!navigate) throw new Error('useAppNavigate needs the router or the login entry around it');
  return navigate;
}
