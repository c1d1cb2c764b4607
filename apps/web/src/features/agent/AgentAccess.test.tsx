import { Code } from '@talkreel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { refuse } from '../../test/fakeServer';
import { fillBrowserGaps } from '../settings/testing/browserGaps';
import { acme, agentServer, renderAgent } from './testing/renderAgent';
import { AGENT_CACHE_KEY, useAgentCacheStore } from './useAgentCacheStore';

beforeAll(fillBrowserGaps);

describe('agent routes and local caches (core.md §2, §3, §6)', () => {
  it('sends a non-admin who opens an agent route to a project route', async () => {
    agentServer({}, false);
    const view = renderAgent('/agent/dashboard/user-management/ag1/');
    await waitFor(() => expect(view.path()).toBe('/creation/folder/uncategorized/'));
    expect(useAgentCacheStore.getState().agentAdmin).toBe(false);
  });

  it('lists the agents in the sidebar and caches the flag and the list', async () => {
    const user = userEvent.setup();
    agentServer();
    const view = renderAgent('/agent/');
    const entry = await screen.findByRole('link', { name: /Acme Media/ });
    expect(within(entry).getByText('Resells to studios')).toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem(AGENT_CACHE_KEY) ?? '{}');
    expect(stored.state).toEqual({ agentAdmin: true, agents: [acme] });
    await user.click(entry);
    await waitFor(() => expect(view.path()).toBe('/agent/dashboard/user-management/ag1/'));
  });

  it('shows the cached agents and opens the dashboard while the server has not answered', async () => {
    useAgentCacheStore.setState({ agentAdmin: true, agents: [acme] });
    agentServer({
      'GET /agent/check-admin': () => new Promise(() => {}),
      'GET /agent/list': () => new Promise(() => {}),
    });
    renderAgent('/agent/');
    expect(await screen.findByRole('link', { name: /Acme Media/ })).toBeInTheDocument();
  });

  it('opens /agent/{id} at its user management, with header and the active menu entry', async () => {
    agentServer();
    const view = renderAgent('/agent/ag1');
    await waitFor(() => expect(view.path()).toBe('/agent/dashboard/user-management/ag1/'));
    await waitFor(() => expect(screen.getByTestId('agent-name')).toHaveTextContent('Acme Media'));
    expect(screen.getByText('Resells to studios')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Agent dashboard' });
    expect(within(menu).getByRole('link', { name: 'User management' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Workflow' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(screen.getByRole('link', { name: 'Back to agents' })).toHaveAttribute('href', '/agent/');
  });

  it.each(['/agent/dashboard/nothing-here/ag1/', '/agent/ag1/nothing-here/'])(
    'shows the not-found page for an unknown agent address (%s)',
    async (url) => {
      const net = agentServer();
      renderAgent(url);
      await waitFor(() => expect(net.callsTo('GET /agent/check-admin')).toHaveLength(1));
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to your projects' })).toBeInTheDocument();
      expect(screen.queryByTestId('agent-name')).toBeNull();
    },
  );
});

describe('an agent the caller may not manage (stale bookmark)', () => {
  it.each([
    ['user-management', '/agent/dashboard/user-management/badagentid/', 404],
    ['workflow', '/agent/dashboard/workflow/badagentid/', 403],
  ])('shows the error state on %s with a link back to the agents', async (_, url, status) => {
    const user = userEvent.setup();
    const net = agentServer({
      'GET /agent/detail/badagentid': () =>
        status === 403
          ? refuse(Code.ACCESS_RESTRICTED, 'You do not manage this agent')
          : refuse(Code.NOT_FOUND, 'Not found'),
      'POST /agent/users': () => refuse(Code.ACCESS_RESTRICTED, 'You do not manage this agent'),
    });
    const view = renderAgent(url);
    expect(
      await screen.findByText('This agent does not exist or you do not manage it'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create user' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Workflow name' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Workflow' })).toBeNull();
    expect(screen.queryByTestId('agent-name')).toBeNull();
    expect(screen.queryByText('Access Restricted')).toBeNull();
    expect(net.callsTo('POST /agent/users')).toHaveLength(0);
    await user.click(screen.getByRole('link', { name: 'Back to the agent list' }));
    await waitFor(() => expect(view.path()).toBe('/agent/'));
  });
});
