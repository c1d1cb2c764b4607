import type { RouteObject } from 'react-router';
import { AssetsLayout } from './AssetsLayout';
import { ActorLibraryRoute } from './actors/ActorLibraryRoute';
import { VoiceLibraryPage } from './voices/VoiceLibraryPage';

/** creation.md §2 asset libraries. */
export const assetsRoutes: RouteObject[] = [
  {
    element: <AssetsLayout />,
    children: [
      { path: 'assets/actor', element: <ActorLibraryRoute /> },
      { path: 'assets/voice', element: <VoiceLibraryPage /> },
    ],
  },
];
