import { CLONE_POLL_MS, Code, Message } from '@talkreel/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportedEvents } from '../../../api/events/testing/reportedEvents';
import { useSessionStore } from '../../../state/useSessionStore';
import { ok, refuse } from '../../../test/fakeServer';
import { fillBrowserGaps } from '../../settings/testing/browserGaps';
import { fakeAudio } from '../testing/fakeAudio';
import { fakePut } from './testing/fakePut';
import { processing, wavFile } from './testing/fixtures';
import { cloneServer, openVoiceUpload } from './testing/openVoiceUpload';

beforeAll(fillBrowserGaps);
beforeEach(() => useSessionStore.getState().signIn('tok-events', null));

const consent = () => screen.getByRole('checkbox', { name: /I have the right to use this voice/ });
const fileInput = () =>
  screen.getByLabelText('Drop, paste or click to choose a recording', { selector: 'input' });
const cloneButton = () => screen.getByRole('button', { name: /^(Clone voice|Generating audio…)$/ });
const tick = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
function setup() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime, applyAccept: false });
}
const eventsHandler = { 'POST /events': () => ok({ recorded: 1 }) };

describe('voice upload dialog: analytics events (creation.md §7)', () => {
  it('reports the upload, the clone start and the saved voice', async () => {
    const user = setup();
    fakePut();
    fakeAudio();
    const server = cloneServer(eventsHandler);
    const { onSaved } = openVoiceUpload();
    await user.click(consent());
    await user.upload(fileInput(), wavFile());
    await waitFor(() => expect(cloneButton()).toBeEnabled());
    await user.click(cloneButton());
    await tick(CLONE_POLL_MS);
    await user.click(await screen.findByRole('button', { name: 'Save voice' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(await reportedEvents(server.calls)).toEqual([
      ['upload_asset_success', { kind: 'audio' }],
      ['clone_save_start', { provider: 'local', upload_type: 'audio' }],
      ['clone_save_success', { provider: 'local', upload_type: 'audio' }],
    ]);
  });

  it('reports an upload the server refuses', async () => {
    const user = setup();
    fakePut();
    const server = cloneServer({
      ...eventsHandler,
      'POST /upload/confirm/t1': () => refuse(Code.INVALID_FORMAT, Message.INVALID_AUDIO),
    });
    openVoiceUpload();
    await user.click(consent());
    await user.upload(fileInput(), wavFile());
    await screen.findByRole('alert');
    expect(await reportedEvents(server.calls)).toEqual([
      ['upload_asset_failure', { kind: 'audio' }],
    ]);
  });

  it('reports a clone that ends in failure', async () => {
    const user = setup();
    fakePut();
    const server = cloneServer({
      ...eventsHandler,
      'GET /audio/processing-status/c1': () => ok(processing(3)),
    });
    openVoiceUpload();
    await user.click(consent());
    await user.upload(fileInput(), wavFile());
    await waitFor(() => expect(cloneButton()).toBeEnabled());
    await user.click(cloneButton());
    await tick(CLONE_POLL_MS);
    expect((await screen.findAllByText('Audio clone process failed')).length).toBeGreaterThan(0);
    expect((await reportedEvents(server.calls)).map(([name]) => name)).toEqual([
      'upload_asset_success',
      'clone_save_start',
      'clone_save_fail',
    ]);
  });
});
