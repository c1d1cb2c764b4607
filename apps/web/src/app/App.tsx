import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppFrame } from './AppFrame';
import { patchAreaRoutes, routes } from './routes';

const router = createBrowserRouter(routes, { patchRoutesOnNavigation: patchAreaRoutes });

export function App() {
  return (
    <AppFrame>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
