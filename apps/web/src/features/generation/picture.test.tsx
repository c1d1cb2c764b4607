import { VideoStatus } from '@talkreel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fakeServer';
import { confirmedMedia, pngFile, uploadSlot } from '../actors/create/testing/fixtures';
import { held } from '../tree/testing/treeServer';
import { fakePut } from '../voices/upload/testing/fakePut';
import { useDraftStore } from './state/useDraftStore';
import { openProject } from './testing/openProject';
import { pickedActor, seedDraft } from './testing/seedDraft';
import { scriptOf, widePicture, wireVideo } from './testing/wireData';

const KIT_WITH_LOGO = {
  logo_url: '/media/brand/logo.png',
  logo_corner: 'bottom-left' as const,
  logo_size: 0.2,
  logo_opacity: 0.8,
  colors: ['#ff5500', '#0055ff'],
};
const openPanel = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: /^Picture/ }));
  return screen.getByRole('region', { name: 'Picture' });
};

describe('the picture of the videos (issue 26)', () => {
  it('is chosen in the panel, previewed as it will render and sent with every task', async () => {
    seedDraft(scriptOf(120), [pickedActor()], { verified: true });
    const { server } = await openProject({ brandKit: KIT_WITH_LOGO });
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: /^Picture/ })).toHaveTextContent('9:16 · 720p');
    // A page whose panel stays closed asks for no stock list.
    expect(server.callsTo('GET /backgrounds/list')).toHaveLength(0);

    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('radio', { name: '16:9' }));
    await user.click(within(panel).getByRole('radio', { name: '1080p' }));
    await user.click(within(panel).getByRole('radio', { name: 'Stock' }));
    await user.click(await within(panel).findByRole('button', { name: 'Office by day' }));
    await user.click(within(panel).getByRole('radio', { name: 'Left' }));
    await user.click(await within(panel).findByRole('switch', { name: 'Brand logo' }));

    const preview = screen.getByTestId('picture-preview');
    expect(preview).toHaveTextContent('16:9 · 1920×1080');
    expect(preview.querySelector('[data-format]')).toHaveAttribute('data-format', '16:9');
    // Left at 80 %: 4 % of the width in, standing on the bottom edge, 80 % of the height.
    expect(screen.getByTestId('preview-actor')).toHaveStyle({
      left: '4.000%',
      top: '20.000%',
      height: '80.000%',
    });
    expect(screen.getByTestId('preview-logo')).toHaveStyle({
      left: '2.250%',
      bottom: '4.000%',
      width: '20.000%',
      opacity: '0.8',
    });
    expect(within(preview).getByRole('img', { name: 'Nora' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(server.callsTo('POST /video/audio-video/process-batch')).toHaveLength(1),
    );
    const [task] = (
      server.callsTo('POST /video/audio-video/process-batch')[0].body as {
        tasks: Record<string, unknown>[];
      }
    ).tasks;
    expect(task).toMatchObject({
      format: '16:9',
      resolution: '1080p',
      background: { type: 'stock', value: 'office-day' },
      layout: { placement: 'left', scale: 0.8 },
      brand: 'workspace',
    });
    // The picture stays for the project's next videos; script and actors went with this one.
    expect(useDraftStore.getState().drafts.p1.picture?.format).toBe('16:9');
    expect(screen.getByRole('button', { name: /^Picture/ })).toHaveTextContent('16:9 · 1080p');
  });

  it("burned captions are previewed and sent in the brand kit's caption style", async () => {
    seedDraft(scriptOf(120), [pickedActor()], { verified: true });
    const style = {
      font: 'noto-sans-medium' as const,
      size: 60,
      color: '#ffdd00',
      decoration: 'outline' as const,
      position: 'top' as const,
      words_per_line: 3,
    };
    const { server } = await openProject({ brandKit: { caption_style: style } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Burn in captions' }));
    await openPanel(user);
    // 60 px of a 720-pixel short side on a 169-pixel-wide 9:16 preview; three words a line.
    const sample = await screen.findByTestId('caption-sample');
    expect(sample.firstElementChild).toHaveStyle({ color: '#ffdd00', fontWeight: '500' });
    expect(Number.parseFloat((sample.firstElementChild as HTMLElement).style.fontSize)).toBeCloseTo(
      (60 / 720) * 169,
    );
    expect(sample).toHaveClass('top-[7%]');
    expect(sample.firstElementChild?.children[0]).toHaveTextContent('Your words appear');

    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(server.callsTo('POST /video/audio-video/process-batch')).toHaveLength(1),
    );
    const body = server.callsTo('POST /video/audio-video/process-batch')[0].body as {
      tasks: Record<string, unknown>[];
    };
    // Sent even without the logo: the server applies the kit's style only with brand "workspace".
    expect(body.tasks[0]).toMatchObject({
      burn_captions: true,
      brand: 'none',
      caption_style: style,
    });
  });

  it('an uploaded image becomes the background once confirmed, and is sent as its upload', async () => {
    seedDraft(scriptOf(120), [pickedActor()], { verified: true });
    const { server } = await openProject();
    fakePut();
    server.override('POST /upload/file', () => ok(uploadSlot('image')));
    const confirm = held();
    server.override('POST /upload/confirm/t1', () => confirm.reply);
    const user = userEvent.setup();
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('radio', { name: 'Image' }));
    await user.upload(screen.getByTestId('background-image-input'), pngFile('office.png'));
    // Until the server has judged the file, the draft keeps the background it had.
    await within(panel).findByRole('button', { name: /Uploading/ });
    expect(useDraftStore.getState().drafts.p1.picture?.background ?? { type: 'actor' }).toEqual({
      type: 'actor',
    });
    confirm.release(ok(confirmedMedia('image', 1920, 1080)));
    await within(panel).findByText('office.png');
    expect(useDraftStore.getState().drafts.p1.picture?.background).toEqual({
      type: 'image',
      value: 'upload://t1',
      name: 'office.png',
    });
    // The preview shows the file itself, from this tab.
    const frame = screen.getByTestId('picture-preview').querySelector('[data-format]');
    expect(frame?.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/);

    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(server.callsTo('POST /video/audio-video/process-batch')).toHaveLength(1),
    );
    const body = server.callsTo('POST /video/audio-video/process-batch')[0].body as {
      tasks: Record<string, unknown>[];
    };
    expect(body.tasks[0].background).toEqual({ type: 'image', value: 'upload://t1' });
  });

  it('refuses a file of the wrong kind before sending anything', async () => {
    const { server } = await openProject();
    const user = userEvent.setup({ applyAccept: false });
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('radio', { name: 'Video' }));
    await user.upload(screen.getByTestId('background-video-input'), pngFile('still.png'));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'This file is not a video we can use',
    );
    expect(useDraftStore.getState().drafts.p1?.picture).toBeUndefined();
    expect(server.callsTo('POST /upload/file')).toHaveLength(0);
  });

  it('offers the brand colours first; without a logo the logo stays off', async () => {
    seedDraft(scriptOf(120), [pickedActor()], { verified: true });
    await openProject({ brandKit: { colors: ['#ff5500'] } });
    const user = userEvent.setup();
    const panel = await openPanel(user);
    expect(within(panel).getByRole('switch', { name: 'Brand logo' })).toBeDisabled();
    expect(within(panel).getByText(/Add a logo to the brand kit/)).toBeInTheDocument();

    await user.click(within(panel).getByRole('radio', { name: 'Colour' }));
    const swatches = within(panel).getByRole('group', { name: 'Colour' });
    const [first] = within(swatches).getAllByRole('button');
    // The brand's colour is the first offered and the one a new colour background starts from.
    expect(first).toHaveAccessibleName('Brand colour #ff5500');
    expect(first).toHaveAttribute('aria-pressed', 'true');
    const frame = screen.getByTestId('picture-preview').querySelector('[data-format]');
    expect(frame?.firstElementChild).toHaveStyle({ background: '#ff5500' });

    await user.click(within(panel).getByRole('radio', { name: 'Bubble' }));
    expect(screen.getByTestId('preview-actor')).toHaveAttribute('data-placement', 'circle');
    expect(within(panel).getByRole('slider')).toBeEnabled();
    await user.click(within(panel).getByRole('radio', { name: 'Full' }));
    expect(within(panel).getByRole('slider')).toBeDisabled();
    expect(useDraftStore.getState().drafts.p1.picture).toMatchObject({
      background: { type: 'color', value: '#ff5500' },
      layout: { placement: 'full', scale: 1 },
      brandLogo: false,
    });
  });

  it('shows each result in its own shape with its format, older videos as 9:16 720p', async () => {
    const wide = wireVideo({
      id: 'wide',
      video_status: VideoStatus.FINISHED,
      picture: widePicture(),
    });
    const old = wireVideo({ id: 'old', video_status: VideoStatus.FINISHED });
    await openProject({ videos: [wide, old] });
    const cards = await screen.findAllByTestId('result-card');
    const byId = (id: string) => cards.find((c) => c.dataset.videoId === id) as HTMLElement;
    expect(byId('wide')).toHaveAttribute('data-format', '16:9');
    expect(byId('wide')).toHaveClass('col-span-2');
    expect(byId('wide')).toHaveStyle({ aspectRatio: '1280 / 720' });
    expect(within(byId('wide')).getByTestId('format-badge')).toHaveTextContent('16:9 · 1080p');
    expect(within(byId('old')).getByTestId('format-badge')).toHaveTextContent('9:16 · 720p');
    expect(byId('old')).not.toHaveClass('col-span-2');

    // The play modal gives the wide video a wide column, the old one the spec's 9:16.
    const user = userEvent.setup();
    const playButtons = await screen.findAllByRole('button', { name: /^Play the video of / });
    await user.click(within(byId('wide')).getByRole('button', { name: /^Play the video of / }));
    const column = (await screen.findByRole('dialog')).querySelector('[data-media-aspect]');
    expect(column).toHaveAttribute('data-media-aspect', (16 / 9).toFixed(3));
    expect(column).toHaveClass('w-[62%]');
    await user.click(screen.getByRole('button', { name: 'Next video' }));
    await waitFor(() =>
      expect(screen.getByRole('dialog').querySelector('[data-media-aspect]')).toHaveAttribute(
        'data-media-aspect',
        (9 / 16).toFixed(3),
      ),
    );
    expect(playButtons.length).toBeGreaterThanOrEqual(2);
  });
});
