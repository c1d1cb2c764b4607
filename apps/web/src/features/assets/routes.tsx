import type { RouteObject } from 'react-router';
import { ActorLibraryPlaceholder } from './ActorLibraryPlaceholder';
import { AssetsLayout } from './AssetsLayout';
import { VoiceLibraryPage } from './voices/VoiceLibraryPage';

/** creation.md §2 asset libraries. */
export const assetsRoutes: RouteObject[] = [
  {
    element: <AssetsLayout />,
    children: [
      { path: 'assets/actor', element: <ActorLibraryPlaceholder /> },
      { path: 'assets/voice', element: <VoiceLibraryPage /> },
    ],
  },
];
