import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../test/fakeServer';
import { fillBrowserGaps } from '../settings/testing/browserGaps';
import { agentServer, renderAgent } from './testing/renderAgent';
import { useAgentCacheStore } from './useAgentCacheStore';

beforeAll(fillBrowserGaps);

describe('the cached agent flag (core.md §3 local caches)', () => {
  it('a cached "no" waits for the server, which may now say yes', async () => {
    useAgentCacheStore.setState({ agentAdmin: false, agents: [] });
    agentServer();
    const view = renderAgent('/agent/');
    expect(await screen.findByRole('link', { name: /Acme Media/ })).toBeInTheDocument();
    expect(view.path()).toBe('/agent/');
    expect(useAgentCacheStore.getState().agentAdmin).toBe(true);
  });

  it('a cached "yes" is overruled when the server says no', async () => {
    useAgentCacheStore.setState({ agentAdmin: true, agents: [] });
    agentServer({ 'GET /agent/check-admin': () => ok({ agent_admin: false }) });
    const view = renderAgent('/agent/');
    await waitFor(() => expect(view.path()).toBe('/creation/folder/uncategorized/'));
    expect(useAgentCacheStore.getState().agentAdmin).toBe(false);
  });
});
