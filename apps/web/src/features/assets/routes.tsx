import type { RouteObject } from 'react-router';
import { BatchPage } from '../templates/BatchPage';
import { NewBatchPage } from '../templates/NewBatchPage';
import { TemplatesPage } from '../templates/TemplatesPage';
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
      // Templates and personalised batches (issue 28) sit with the other assets.
      { path: 'assets/template', element: <TemplatesPage /> },
      { path: 'assets/template/:id/batch', element: <NewBatchPage /> },
      { path: 'assets/batch/:id', element: <BatchPage /> },
    ],
  },
];
