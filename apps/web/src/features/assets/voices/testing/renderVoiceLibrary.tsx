import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../../app/AppProviders';
import { testQueryClient } from '../../../../test/testQueryClient';
import { VoiceLibraryPage } from '../VoiceLibraryPage';

/** The voice library inside the app's real providers (i18n, queries, toasts), at its route. */
export function renderVoiceLibrary() {
  const router = createMemoryRouter([{ path: '/assets/voice/', element: <VoiceLibraryPage /> }], {
    initialEntries: ['/assets/voice/'],
  });
  const queryClient = testQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, queryClient };
}
