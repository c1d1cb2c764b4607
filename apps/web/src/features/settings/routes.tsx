import { Navigate, type RouteObject } from 'react-router';
import { AccountPage } from '../account/AccountPage';
import { MembersPage } from '../members/MembersPage';
import { SettingsLayout } from './SettingsLayout';

/** core.md §2 settings routes, inside the settings layout with its sidebar. */
export const settingsRoutes: RouteObject[] = [
  {
    path: 'settings',
    element: <SettingsLayout />,
    children: [
      { index: true, element: <Navigate to="/settings/account/" replace /> },
      { path: 'account', element: <AccountPage /> },
      { path: 'members', element: <MembersPage /> },
    ],
  },
];
