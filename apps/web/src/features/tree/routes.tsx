import { Navigate, type RouteObject } from 'react-router';
import { DEFAULT_ROUTE } from '../../state/useRouteMemory';
import { CreationLayout } from './CreationLayout';
import { FolderPage } from './folder/FolderPage';
import { ProductHomePage } from './product/ProductHomePage';
import { ProjectPage } from './project/ProjectPage';

/** core.md §2 creation routes: product home, folder (id may be `uncategorized`), project. */
export const creationRoutes: RouteObject[] = [
  {
    path: 'creation',
    element: <CreationLayout />,
    children: [
      { index: true, element: <Navigate to={DEFAULT_ROUTE} replace /> },
      { path: 'product', element: <ProductHomePage /> },
      { path: 'folder/:id', element: <FolderPage /> },
      { path: 'project/:id', element: <ProjectPage /> },
    ],
  },
];
