import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { reportedEvents } from '../../api/events/testing/reportedEvents';
import { ok } from '../../test/fakeServer';
import { openProject } from './testing/openProject';
import { pickedActor, seedDraft } from './testing/seedDraft';
import { scriptOf, wireVideo } from './testing/wireData';

const generateButton = () => screen.getByRole('button', { name: 'Generate' });

describe('generation analytics (creation.md §5, §8)', () => {
  it('a Generate refused for a short script is tracked as a failed attempt', async () => {
    seedDraft('Too short', [pickedActor()], { verified: true });
    const { server } = await openProject();
    server.override('POST /events', () => ok({ recorded: 1 }));
    await userEvent.setup().click(generateButton());
    expect(await reportedEvents(server.calls)).toEqual([
      ['generate_refused', { missing: 'script' }],
    ]);
    expect(server.callsTo('POST /video/audio-video/process-batch')).toHaveLength(0);
  });

  it('a Generate refused for want of an actor says which', async () => {
    seedDraft(scriptOf(120), []);
    const { server } = await openProject();
    server.override('POST /events', () => ok({ recorded: 1 }));
    await userEvent.setup().click(generateButton());
    await screen.findByText('Add an actor first');
    expect(await reportedEvents(server.calls)).toEqual([
      ['generate_refused', { missing: 'actor' }],
    ]);
  });

  it('a malformed row of the video list is reported with its call and row; the others show', async () => {
    const { server } = await openProject({
      videos: [wireVideo({ id: 'good' }), { id: 'bad', video_status: 'done?' }],
    });
    server.override('POST /events', () => ok({ recorded: 1 }));
    await waitFor(() => expect(document.querySelector('[data-video-id="good"]')).not.toBeNull());
    expect(await reportedEvents(server.calls)).toEqual([
      ['reply_shape_failure', { call: 'POST /video/videos-by-folder-project', row: 1 }],
    ]);
  });
});
