import { createBrowserRouter, RouterProvider } from 'react-router';
import { patchAreaRoutes, routes } from './routes';

/**
 * The router with the whole route table, in a chunk of its own (app/appChunks.ts): the login
 * page opened signed out shows without it (AppEntry.tsx). Made when the entry renders the app,
 * not when the chunk loads, so it starts at the address of that moment (the login page may
 * have changed it).
 */
export const createAppRouter = () =>
  createBrowserRouter(routes, { patchRoutesOnNavigation: patchAreaRoutes });

export type AppRouter = ReturnType<typeof createAppRouter>;

export function App({ router }: { router: AppRouter }) {
  return <RouterProvider router={router} />;
}
