import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** core.md §2 settings routes (the settings layout with its sidebar wraps these). */
export const settingsRoutes: RouteObject[] = [
  { path: 'settings/account', element: <PlaceholderPage titleKey="pages.account" /> },
  { path: 'settings/members', element: <PlaceholderPage titleKey="pages.members" /> },
];
