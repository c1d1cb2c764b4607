import { ActorFailureMessage, Code, fileUriOf } from '@talkreel/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reportedEvents } from '../../../api/events/testing/reportedEvents';
import { i18n } from '../../../i18n/i18n';
import { useSessionStore } from '../../../state/useSessionStore';
import { type FakeReply, ok, refuse } from '../../../test/fakeServer';
import { fillBrowserGaps } from '../../settings/testing/browserGaps';
import { fakePut } from '../../voices/upload/testing/fakePut';
import { mp4File } from '../../voices/upload/testing/fixtures';
import { pngFile } from './testing/fixtures';
import { createServer, fakeObjectUrls, openCreateActor } from './testing/openCreateActor';

beforeAll(fillBrowserGaps);
beforeEach(() => {
  fakeObjectUrls();
  // Signed in, so the dialog's analytics events are kept and sent (creation.md §7).
  useSessionStore.getState().signIn('tok-verify', null);
});

const consent = () =>
  screen.getByRole('checkbox', { name: /I have the right to use this person's likeness/ });
const fileInput = () =>
  screen.getByLabelText('Drop, paste or click to choose a photo', { selector: 'input' });
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const stepOf = () => Number(document.querySelector('[data-step]')?.getAttribute('data-step'));

const noFace = () =>
  refuse(Code.INVALID_FORMAT, ActorFailureMessage['no-face'], { reason: 'no-face' });

async function photoCropped(user: ReturnType<typeof userEvent.setup>) {
  await user.click(consent());
  await user.upload(fileInput(), pngFile());
  const crop = await screen.findByRole('dialog', { name: 'Crop your photo' });
  await user.click(within(crop).getByRole('button', { name: 'Apply crop' }));
  await waitFor(() => expect(button('Next')).toBeEnabled());
}

describe('create-actor dialog: the Verify step', () => {
  it('a picture without a face is refused at Next with the reason, and stays on the file', async () => {
    const user = userEvent.setup();
    fakePut();
    let answer = noFace;
    const server = createServer({
      'POST /video/check-actor-file': () => answer(),
      'POST /events': () => ok({ recorded: 1 }),
    });
    openCreateActor();
    await photoCropped(user);
    await user.click(button('Next'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This file cannot become an actor');
    expect(alert).toHaveTextContent(ActorFailureMessage['no-face']);
    expect(server.callsTo('POST /video/check-actor-file')[0].body).toEqual({
      kind: 'image',
      user_id: '',
      file_uri: fileUriOf('t1'),
      crop: { x: 0, y: 0, width: 1080, height: 1920 },
    });
    // Still on the file: no name or voice yet, and no toast besides the dialog's own words.
    expect(screen.queryByRole('textbox', { name: 'Actor name' })).toBeNull();
    expect(stepOf()).toBe(2);
    expect(screen.queryByText('Invalid Format')).toBeNull();
    expect(await reportedEvents(server.calls)).toEqual([
      ['upload_asset_success', { kind: 'image' }],
      ['upload_asset_failure', { kind: 'image', stage: 'verify', reason: 'no-face' }],
    ]);

    // Another crop is another question: the refusal goes, and a passing check opens the details.
    answer = () => ok({ usable: true });
    await user.click(button('Adjust crop'));
    const crop = await screen.findByRole('dialog', { name: 'Crop your photo' });
    within(crop).getByTestId('photo-crop-box').focus();
    await user.keyboard('-');
    await user.click(within(crop).getByRole('button', { name: 'Apply crop' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await user.click(button('Next'));
    expect(await screen.findByRole('textbox', { name: 'Actor name' })).toBeInTheDocument();
    expect(server.callsTo('POST /video/check-actor-file')).toHaveLength(2);

    // Back and Next again with the same file and crop: not asked twice.
    await user.click(button('Back'));
    await user.click(button('Next'));
    await screen.findByRole('textbox', { name: 'Actor name' });
    expect(server.callsTo('POST /video/check-actor-file')).toHaveLength(2);
  });

  it('shows the check running, and the reason in the user’s language', async () => {
    await act(() => i18n.changeLanguage('de'));
    try {
      const user = userEvent.setup();
      fakePut();
      let answer: (r: FakeReply) => void = () => {};
      createServer({
        'POST /video/check-actor-file': () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      });
      openCreateActor();
      await user.click(screen.getByRole('checkbox', { name: /Ich darf das Bildnis/ }));
      await user.upload(
        screen.getByLabelText('Foto ablegen, einfügen oder zum Auswählen klicken', {
          selector: 'input',
        }),
        pngFile(),
      );
      const crop = await screen.findByRole('dialog', { name: 'Foto zuschneiden' });
      await user.click(within(crop).getByRole('button', { name: 'Zuschnitt übernehmen' }));
      await waitFor(() => expect(button('Weiter')).toBeEnabled());
      await user.click(button('Weiter'));
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Das Gesicht im Foto wird geprüft…',
      );
      expect(button('Weiter')).toBeDisabled();
      answer(noFace());
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Aus dieser Datei kann kein Darsteller werden');
      expect(alert).toHaveTextContent(i18n.t('actors.failReason.no-face', { lng: 'de' }) as string);
      expect(alert).not.toHaveTextContent(ActorFailureMessage['no-face']);
      expect(button('Weiter')).toBeEnabled();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('a check that fails for another reason is the catalogue toast, and Next can be tried again', async () => {
    const user = userEvent.setup();
    fakePut();
    let fail = true;
    const server = createServer({
      'POST /video/check-actor-file': () =>
        fail ? refuse(Code.SYSTEM_ERROR, 'System error') : ok({ usable: true }),
    });
    openCreateActor();
    await photoCropped(user);
    await user.click(button('Next'));
    expect(await screen.findByText('System Error')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    fail = false;
    await waitFor(() => expect(button('Next')).toBeEnabled());
    await user.click(button('Next'));
    expect(await screen.findByRole('textbox', { name: 'Actor name' })).toBeInTheDocument();
    expect(server.callsTo('POST /video/check-actor-file')).toHaveLength(2);
  });
});

describe('create-actor dialog: invalid uploads are reported', () => {
  it('a file of the wrong kind, refused before sending', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const server = createServer({ 'POST /events': () => ok({ recorded: 1 }) });
    openCreateActor();
    await user.click(consent());
    await user.upload(fileInput(), mp4File());
    expect(await screen.findByText('Invalid Image')).toBeInTheDocument();
    expect(await reportedEvents(server.calls)).toEqual([
      ['upload_asset_failure', { kind: 'image', stage: 'pick', reason: 'invalid' }],
    ]);
  });

  it('a picture the server’s judging refused', async () => {
    const user = userEvent.setup();
    fakePut();
    const server = createServer({
      'POST /upload/confirm/t1': () => refuse(Code.INVALID_FORMAT, 'Invalid Image'),
      'POST /events': () => ok({ recorded: 1 }),
    });
    openCreateActor();
    await user.click(consent());
    await user.upload(fileInput(), pngFile());
    expect(await screen.findByText('Invalid Image')).toBeInTheDocument();
    expect(await reportedEvents(server.calls)).toEqual([
      ['upload_asset_failure', { kind: 'image', stage: 'confirm', reason: 'invalid' }],
    ]);
  });
});
