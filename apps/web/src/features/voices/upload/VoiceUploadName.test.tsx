import { Code, Message } from '@talkreel/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ok, refuse } from '../../../test/fakeServer';
import { fillBrowserGaps } from '../../settings/testing/browserGaps';
import { fakePut } from './testing/fakePut';
import { confirmed, wavFile } from './testing/fixtures';
import { cloneServer, openVoiceUpload } from './testing/openVoiceUpload';

beforeAll(fillBrowserGaps);

const consent = () => screen.getByRole('checkbox', { name: /I have the right to use this voice/ });
const fileInput = () =>
  screen.getByLabelText('Drop, paste or click to choose a recording', { selector: 'input' });
const nameField = () => screen.getByRole('textbox', { name: 'Voice name' });
const cloneButton = () => screen.getByRole('button', { name: 'Clone voice' });
const blankHint = 'Name this voice to clone it.';

function setup() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime, applyAccept: false });
}

/** The server refuses the first confirmed upload as invalid audio and accepts the next ones. */
const refuseFirstUpload = () => {
  let confirms = 0;
  return cloneServer({
    'POST /upload/confirm/t1': () =>
      ++confirms === 1 ? refuse(Code.INVALID_FORMAT, Message.INVALID_AUDIO) : ok(confirmed()),
  });
};

describe('voice upload dialog: the name filled from a file', () => {
  it('takes no name from a refused file, and the next accepted file names the voice', async () => {
    const user = setup();
    fakePut();
    refuseFirstUpload();
    openVoiceUpload();
    await user.click(consent());
    await user.upload(fileInput(), wavFile('notaudio.wav'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Invalid audio')).toBeInTheDocument();
    expect(nameField()).toHaveValue('');

    await user.upload(fileInput(), wavFile('Studio take.wav'));
    await screen.findByText(/Uploaded/);
    expect(nameField()).toHaveValue('Studio take');
  });

  it('replaces a name filled from an earlier file, never one the user typed', async () => {
    const user = setup();
    fakePut();
    cloneServer();
    openVoiceUpload();
    await user.click(consent());
    await user.upload(fileInput(), wavFile('First take.wav'));
    await waitFor(() => expect(nameField()).toHaveValue('First take'));

    await user.upload(fileInput(), wavFile('Second take.wav'));
    await waitFor(() => expect(nameField()).toHaveValue('Second take'));

    await user.clear(nameField());
    await user.type(nameField(), 'Narrator');
    await user.upload(fileInput(), wavFile('Third take.wav'));
    await screen.findByText('Third take.wav');
    await screen.findByText(/Uploaded/);
    expect(nameField()).toHaveValue('Narrator');
  });
});

describe('voice upload dialog: a blank name', () => {
  it('says why Clone is off once a file is in and the name is blank', async () => {
    const user = setup();
    fakePut();
    cloneServer();
    openVoiceUpload();
    // Nothing to say before the user did anything.
    expect(screen.queryByText(blankHint)).toBeNull();
    await user.click(consent());
    await user.upload(fileInput(), wavFile());
    await waitFor(() => expect(cloneButton()).toBeEnabled());
    expect(screen.queryByText(blankHint)).toBeNull();

    // Whitespace is blank too.
    fireEvent.change(nameField(), { target: { value: '   ' } });
    expect(cloneButton()).toBeDisabled();
    expect(screen.getByText(blankHint)).toBeInTheDocument();
    expect(nameField()).toHaveAccessibleDescription(blankHint);

    await user.clear(nameField());
    await user.type(nameField(), 'Narrator');
    expect(screen.queryByText(blankHint)).toBeNull();
    await waitFor(() => expect(cloneButton()).toBeEnabled());
  });

  it('says it when the user leaves the field empty', async () => {
    const user = setup();
    fakePut();
    cloneServer();
    openVoiceUpload();
    await user.click(nameField());
    expect(screen.queryByText(blankHint)).toBeNull();
    await user.tab();
    expect(screen.getByText(blankHint)).toBeInTheDocument();
  });

  it('says it after a refused file leaves the name blank', async () => {
    const user = setup();
    fakePut();
    refuseFirstUpload();
    openVoiceUpload();
    await user.click(consent());
    await user.upload(fileInput(), wavFile('notaudio.wav'));
    await screen.findByRole('alert');
    expect(screen.getByText(blankHint)).toBeInTheDocument();
  });
});
