import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useDraftStore } from './state/useDraftStore';
import { openProject } from './testing/openProject';
import { scriptOf, type WireVideo, widePicture, wireVideo } from './testing/wireData';

/** Remix of a one-script video brings back the picture it was made with (issue 26). */

const draft = () => useDraftStore.getState().drafts.p1;

/** A draft already set to another picture, so a restored one shows it came from the video. */
function draftOnOtherPicture() {
  act(() => {
    const store = useDraftStore.getState();
    store.setPicture('p1', { format: '4:5', background: { type: 'color', value: '#010203' } });
    store.setBurnCaptions('p1', false);
  });
}

async function remix(video: WireVideo) {
  const view = await openProject({ videos: [video] });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Play the video of Nora' }));
  const modal = await screen.findByRole('dialog', { name: 'Video of Nora' });
  await user.click(within(modal).getByRole('button', { name: 'Remix' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  return { ...view, user };
}

async function generatedTask(
  server: Awaited<ReturnType<typeof openProject>>['server'],
  user: ReturnType<typeof userEvent.setup>,
) {
  await user.click(screen.getByRole('button', { name: 'Generate' }));
  const calls = () => server.callsTo('POST /video/audio-video/process-batch');
  await waitFor(() => expect(calls()).toHaveLength(1));
  return (calls()[0].body as { tasks: Record<string, unknown>[] }).tasks[0];
}

describe('Remix of a one-script video (issue 26)', () => {
  it('brings back its format, resolution, stock background, layout, logo and burned captions', async () => {
    draftOnOtherPicture();
    const { server, user, script } = await remix(
      wireVideo({
        input_text: scriptOf(120),
        picture: widePicture({ layout: { placement: 'right', scale: 0.7 }, brand: 'workspace' }),
        burn_captions: true,
      }),
    );
    expect(await screen.findByText('Script, actor and picture loaded')).toBeInTheDocument();
    expect(script).toHaveValue(scriptOf(120));
    expect(draft().picture).toEqual({
      format: '16:9',
      resolution: '1080p',
      background: { type: 'stock', value: 'office-day' },
      layout: { placement: 'right', scale: 0.7 },
      brandLogo: true,
    });
    expect(screen.getByRole('checkbox', { name: 'Burn in captions' })).toBeChecked();
    expect(screen.queryByText('The uploaded background is no longer available')).toBeNull();

    // Generated again, it is the same picture.
    expect(await generatedTask(server, user)).toMatchObject({
      format: '16:9',
      resolution: '1080p',
      background: { type: 'stock', value: 'office-day' },
      layout: { placement: 'right', scale: 0.7 },
      brand: 'workspace',
      burn_captions: true,
    });
  });

  it('brings back an uploaded image the server still lists, under its file name', async () => {
    draftOnOtherPicture();
    const { server, user } = await remix(
      wireVideo({
        picture: widePicture({ background: { type: 'image', value: 'upload://bg-kept' } }),
        background_uploads: [{ value: 'upload://bg-kept', file_name: 'launch-banner.png' }],
      }),
    );
    expect(await screen.findByText('Script, actor and picture loaded')).toBeInTheDocument();
    expect(draft().picture?.background).toEqual({
      type: 'image',
      value: 'upload://bg-kept',
      name: 'launch-banner.png',
    });
    expect(screen.queryByText('The uploaded background is no longer available')).toBeNull();
    expect(await generatedTask(server, user)).toMatchObject({
      format: '16:9',
      background: { type: 'image', value: 'upload://bg-kept' },
    });
  });

  it('puts the actor’s own background for an uploaded video that is gone, and says so', async () => {
    draftOnOtherPicture();
    const { server, user } = await remix(
      wireVideo({
        picture: widePicture({ background: { type: 'video', value: 'upload://bg-purged' } }),
        // Purged (or another member's): the server lists none to name again.
        background_uploads: [],
      }),
    );
    expect(
      await screen.findByText('The uploaded background is no longer available'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'The actor’s own background is used instead. Upload the file again to stand on it.',
      ),
    ).toBeInTheDocument();
    // The rest of the picture still comes back.
    expect(draft().picture).toMatchObject({
      format: '16:9',
      resolution: '1080p',
      background: { type: 'actor' },
    });
    expect(await generatedTask(server, user)).toMatchObject({
      format: '16:9',
      background: { type: 'actor' },
    });
  });
});
