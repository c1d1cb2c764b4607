import { ActorFailureMessage } from '@talkreel/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../../../test/fakeServer';
import { actorRow } from '../../../actors/testing/fixtures';
import { fillBrowserGaps } from '../../../settings/testing/browserGaps';
import { agentServer, renderAgent, userRow } from '../../testing/renderAgent';

beforeAll(fillBrowserGaps);

const failedActor = (id: string, over: Record<string, unknown>) =>
  actorRow(1, {
    id,
    name: `Actor ${id}`,
    is_my_actor: true,
    source: 'user_template',
    generate_type: 2,
    generate_status: 3,
    audio: null,
    ...over,
  });

describe("a sub-user's failed actors (issue 24: Regenerate only where a retry can help)", () => {
  it('offers Regenerate for a fault of ours, and the reason, without a button, for a bad file', async () => {
    const server = agentServer({
      'POST /agent/user/detail': () => ok(userRow(1)),
      'POST /agent/user/actor-detail': () =>
        ok({
          actors: [
            failedActor('a1', { fail_reason: ActorFailureMessage.failed, fail_retryable: true }),
            failedActor('a2', {
              fail_reason: ActorFailureMessage['no-face'],
              fail_retryable: false,
            }),
          ],
          audios: [],
        }),
      'POST /video/retry-failed-template': () => ok(null),
    });
    renderAgent('/agent/dashboard/user-management/ag1/u-1');
    const [ours, badFile] = await screen.findAllByTestId('agent-actor-card');
    expect(within(badFile).queryByRole('button', { name: /regenerate/i })).toBeNull();
    expect(within(badFile).getByText(/No face was found/)).toBeInTheDocument();
    await userEvent
      .setup()
      .click(within(ours).getByRole('button', { name: 'Failed. Click to regenerate' }));
    expect(server.callsTo('POST /video/retry-failed-template')).toHaveLength(1);
  });
});
