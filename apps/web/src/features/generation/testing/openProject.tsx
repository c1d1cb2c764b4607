import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { useSessionStore } from '../../../state/useSessionStore';
import { advanceUntil } from '../../../test/fakeClock';
import { renderApp } from '../../../test/renderApp';
import { fillBrowserGaps } from '../../settings/testing/browserGaps';
import { generationServer } from './generationServer';

/** The whole app on project "p1" for a signed-in user, over `generationServer(seed)`. */
export async function openProject(seed?: Parameters<typeof generationServer>[0]) {
  fillBrowserGaps();
  const server = generationServer(seed);
  useSessionStore.getState().signIn('tok', null);
  const app = await renderApp('/creation/project/p1/');
  // A draft of scenes (issue 27) shows scene 1's script instead of the one script box.
  const name = /^Script( of scene 1)?$/;
  const findScript = () => screen.getByRole('textbox', { name });
  // On a fake clock nothing loads unless the test moves it (findBy would wait on it forever).
  const script = vi.isFakeTimers()
    ? await advanceUntil(findScript)
    : await screen.findByRole('textbox', { name });
  return { server, app, script };
}
