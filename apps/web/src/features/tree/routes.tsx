import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** core.md §2 creation routes: product home, folder (id may be `uncategorized`), project. */
export const creationRoutes: RouteObject[] = [
  { path: 'creation/product', element: <PlaceholderPage titleKey="pages.productHome" /> },
  { path: 'creation/folder/:id', element: <PlaceholderPage titleKey="pages.folder" /> },
  { path: 'creation/project/:id', element: <PlaceholderPage titleKey="pages.project" /> },
];
