import { Code, Message } from '@talkreel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok, refuse } from '../../../test/fakeServer';
import { fakeObjectUrls } from '../../actors/create/testing/openCreateActor';
import { fakePut } from '../../voices/upload/testing/fakePut';
import { fillBrowserGaps } from '../testing/browserGaps';
import { renderInShell } from '../testing/renderInShell';
import { settingsServer } from '../testing/settingsServer';

beforeAll(fillBrowserGaps);

/** GET /brand-kit/detail as the server answers it (snake_case). */
const kitReply = (over: Record<string, unknown> = {}) => ({
  logo_url: null,
  logo_corner: 'bottom-right',
  logo_size: 0.15,
  logo_opacity: 1,
  colors: ['#112233'],
  caption_style: {
    font: 'noto-sans-bold',
    size: 44,
    color: '#ffffff',
    decoration: 'box',
    position: 'bottom',
    words_per_line: null,
  },
  updated_at: null,
  ...over,
});

/** A promise the test settles: a reply the server sends only when the test says so. */
function later<T>() {
  let resolve: (v: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const saveButton = () => screen.findByTestId('save-brand-kit');

describe('Brand kit page (issue 26)', () => {
  it('saves colours and caption style as edited, and shows the saved kit', async () => {
    const user = userEvent.setup();
    let kit: Record<string, unknown> = kitReply();
    const net = settingsServer({
      'GET /brand-kit/detail': () => ok(kit),
      'POST /brand-kit/update': (call) => {
        const body = call.body as Record<string, unknown>;
        kit = { ...kit, ...body, updated_at: '2026-11-29T00:00:00.000Z' };
        return ok(kit);
      },
    });
    renderInShell('/settings/brand-kit/');
    expect(await screen.findByRole('heading', { name: 'Brand kit', level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Brand kit' })).toHaveAttribute('aria-current', 'page');
    expect(await saveButton()).toBeDisabled();

    await user.click(screen.getByTestId('add-brand-color'));
    const second = screen.getByRole('textbox', { name: 'Brand colour 2' });
    await user.clear(second);
    await user.type(second, '#ABCDEF');
    await user.click(screen.getByRole('radio', { name: 'Outline' }));
    await user.click(screen.getByRole('radio', { name: 'Top' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Words per line' }), '3');
    // The live sample follows the style: "Welcome to our product tour for this spring", 3 a line.
    expect(screen.getAllByTestId('caption-line').map((l) => l.textContent)).toEqual([
      'Welcome to our',
      'product tour for',
      'this spring',
    ]);
    await user.click(screen.getByRole('radio', { name: 'Top left' }));

    await user.click(await saveButton());
    await screen.findByText('Brand kit saved');
    expect(net.callsTo('POST /brand-kit/update')[0]?.body).toEqual({
      logo_corner: 'top-left',
      logo_size: 0.15,
      logo_opacity: 1,
      colors: ['#112233', '#abcdef'],
      caption_style: {
        font: 'noto-sans-bold',
        size: 44,
        color: '#ffffff',
        decoration: 'outline',
        position: 'top',
        words_per_line: 3,
      },
    });
    await waitFor(() => expect(screen.getByText('All changes saved.')).toBeVisible());
  });

  it('holds the save while a colour is not #RRGGBB', async () => {
    const user = userEvent.setup();
    settingsServer({ 'GET /brand-kit/detail': () => ok(kitReply()) });
    renderInShell('/settings/brand-kit/');
    const first = await screen.findByRole('textbox', { name: 'Brand colour 1' });
    await user.clear(first);
    await user.type(first, '#12');
    expect(screen.getByRole('alert')).toHaveTextContent('six hex digits');
    expect(await saveButton()).toBeDisabled();
  });

  it('shows the kit as saved at once and goes back when the server refuses, keeping the edits', async () => {
    const user = userEvent.setup();
    const answer = later<ReturnType<typeof refuse>>();
    settingsServer({
      'GET /brand-kit/detail': () => ok(kitReply()),
      'POST /brand-kit/update': () => answer.promise,
    });
    renderInShell('/settings/brand-kit/');
    await user.click(await screen.findByRole('button', { name: 'Remove brand colour 1' }));
    expect(screen.getByText('You have unsaved changes.')).toBeVisible();
    await user.click(await saveButton());
    // Optimistic: the kit reads as saved while the call is out.
    await waitFor(() => expect(screen.getByText('All changes saved.')).toBeVisible());
    answer.resolve(refuse(Code.INVALID_INPUT, 'Colour must be #RRGGBB'));
    await screen.findByText('Colour must be #RRGGBB');
    await waitFor(() => expect(screen.getByText('You have unsaved changes.')).toBeVisible());
    expect(screen.queryAllByTestId('brand-color')).toHaveLength(0);
    expect(await saveButton()).toBeEnabled();
  });

  it('uploads a logo, previews it on the checkerboard and in its corner, and sends its file_uri', async () => {
    const user = userEvent.setup();
    fakeObjectUrls();
    const puts = fakePut();
    const net = settingsServer({
      'GET /brand-kit/detail': () => ok(kitReply()),
      'POST /upload/file': () =>
        ok({
          content_type: 'image',
          presigned_url: 'http://localhost/api/v1/upload/put/t1?sig=abc',
          task_id: 't1',
          expires_at: Date.now() + 3_600_000,
        }),
      'POST /upload/confirm/t1': () =>
        ok({
          file_type: 'image',
          file_uri: 'upload://t1',
          task_id: 't1',
          format: 'svg',
          file_size: 900,
          width: 200,
          height: 100,
        }),
      'POST /brand-kit/update': () => ok(kitReply({ logo_url: '/media/brand/logo.png?sig=1' })),
    });
    renderInShell('/settings/brand-kit/');
    const file = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', {
      type: 'image/svg+xml',
    });
    await user.upload(await screen.findByTestId('logo-file'), file);
    const preview = await within(screen.getByTestId('logo-preview')).findByRole('img');
    expect(preview).toHaveAttribute('src', 'blob:local/1');
    expect(screen.getByTestId('placed-logo')).toHaveAttribute('src', 'blob:local/1');
    expect(puts).toHaveLength(1);
    expect(net.callsTo('POST /upload/file')[0]?.body).toMatchObject({ content_type: 'image' });
    await user.click(await saveButton());
    await screen.findByText('Brand kit saved');
    expect(net.callsTo('POST /brand-kit/update')[0]?.body).toMatchObject({
      logo_file_uri: 'upload://t1',
    });
    await waitFor(() =>
      expect(within(screen.getByTestId('logo-preview')).getByRole('img')).toHaveAttribute(
        'src',
        '/media/brand/logo.png?sig=1',
      ),
    );
  });

  it('a refused logo file leaves the logo as it was, with the catalogue message', async () => {
    const user = userEvent.setup();
    fakePut();
    settingsServer({
      'GET /brand-kit/detail': () => ok(kitReply()),
      'POST /upload/file': () =>
        ok({
          content_type: 'image',
          presigned_url: 'http://localhost/api/v1/upload/put/t1?sig=abc',
          task_id: 't1',
          expires_at: Date.now() + 3_600_000,
        }),
      'POST /upload/confirm/t1': () => refuse(Code.INVALID_FORMAT, Message.INVALID_IMAGE),
    });
    renderInShell('/settings/brand-kit/');
    // Named and typed as a PNG, but the server finds no PNG in its bytes.
    const file = new File([new Uint8Array(10)], 'logo.png', { type: 'image/png' });
    await user.upload(await screen.findByTestId('logo-file'), file);
    await screen.findByText(Message.INVALID_IMAGE);
    expect(screen.getByText('The logo must be a PNG or an SVG image.')).toBeVisible();
    expect(screen.getByText('No logo yet')).toBeVisible();
    expect(await saveButton()).toBeDisabled();
  });

  it('shows a member the kit read-only and says who can change it', async () => {
    settingsServer(
      {
        'GET /brand-kit/detail': () =>
          ok(kitReply({ logo_url: '/media/brand/logo.png?sig=1', colors: ['#112233', '#445566'] })),
      },
      { role: 'member' },
    );
    renderInShell('/settings/brand-kit/');
    expect(await screen.findByTestId('managers-only')).toHaveTextContent(
      'Only the owner and admins of Marketing can change its brand kit.',
    );
    expect(screen.getByRole('textbox', { name: 'Brand colour 2' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Outline' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Top left' })).toBeDisabled();
    expect(screen.queryByTestId('save-brand-kit')).toBeNull();
    expect(screen.queryByTestId('add-brand-color')).toBeNull();
    expect(screen.queryByTestId('remove-logo')).toBeNull();
    expect(within(screen.getByTestId('logo-preview')).getByRole('img')).toBeVisible();
  });
});
