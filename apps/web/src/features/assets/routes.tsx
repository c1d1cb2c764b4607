import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../../ui/PlaceholderPage';
import { VoiceLibraryPage } from './voices/VoiceLibraryPage';

/** creation.md §2 asset libraries. */
export const assetsRoutes: RouteObject[] = [
  { path: 'assets/actor', element: <PlaceholderPage titleKey="pages.actors" /> },
  { path: 'assets/voice', element: <VoiceLibraryPage /> },
];
