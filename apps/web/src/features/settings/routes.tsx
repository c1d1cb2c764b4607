import { Navigate, type RouteObject } from 'react-router';
import { AccountPage } from '../account/AccountPage';
import { MembersPage } from '../members/MembersPage';
import { ApiKeysPage } from './api-keys/ApiKeysPage';
import { BrandKitPage } from './brand-kit/BrandKitPage';
import { SettingsLayout } from './SettingsLayout';
import { WebhooksPage } from './webhooks/WebhooksPage';

/** core.md §2 settings routes, inside the settings layout with its sidebar. */
export const settingsRoutes: RouteObject[] = [
  {
    path: 'settings',
    element: <SettingsLayout />,
    children: [
      { index: true, element: <Navigate to="/settings/account/" replace /> },
      { path: 'account', element: <AccountPage /> },
      { path: 'members', element: <MembersPage /> },
      // Issue 25: the public API's keys and webhooks.
      { path: 'api-keys', element: <ApiKeysPage /> },
      { path: 'webhooks', element: <WebhooksPage /> },
      // Issue 26: the workspace brand kit.
      { path: 'brand-kit', element: <BrandKitPage /> },
    ],
  },
];
