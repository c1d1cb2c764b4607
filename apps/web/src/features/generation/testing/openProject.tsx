import { screen } from '@testing-library/react';
import { useSessionStore } from '../../../state/useSessionStore';
import { renderApp } from '../../../test/renderApp';
import { fillBrowserGaps } from '../../settings/testing/browserGaps';
import { generationServer } from './generationServer';

/** The whole app on project "p1" for a signed-in user, over `generationServer(seed)`. */
export async function openProject(seed?: Parameters<typeof generationServer>[0]) {
  fillBrowserGaps();
  const server = generationServer(seed);
  useSessionStore.getState().signIn('tok', null);
  const app = renderApp('/creation/project/p1/');
  const script = await screen.findByRole('textbox', { name: 'Script' });
  return { server, app, script };
}
