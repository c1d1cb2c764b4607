import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** creation.md §2 asset libraries. */
export const assetsRoutes: RouteObject[] = [
  { path: 'assets/actor', element: <PlaceholderPage titleKey="pages.actors" /> },
  { path: 'assets/voice', element: <PlaceholderPage titleKey="pages.voices" /> },
];
