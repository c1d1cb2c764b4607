import { PICKER_CARD_MAX_PX } from '@talkreel/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, ok } from '../../test/fakeServer';
import { fillBrowserGaps } from '../settings/testing/browserGaps';
import { ActorPickerDialog } from './ActorPickerDialog';
import { actorPage, actorRow } from './testing/fixtures';
import { fakeLayout } from './testing/layout';
import { renderDialog } from './testing/renderDialog';

beforeAll(fillBrowserGaps);
let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = fakeLayout({ width: 800, height: 600, scrollHeight: 3000 });
});
afterEach(() => restoreLayout());

const thumbs = (n: number) => ({
  w48: `/media/actors/${n}-w48.webp`,
  w96: `/media/actors/${n}-w96.webp`,
  w240: `/media/actors/${n}-w240.webp`,
  w480: `/media/actors/${n}-w480.webp`,
});
const pictureOf = (name: string) =>
  screen.getByRole('button', { name: `Select ${name}` }).querySelector('img');

describe('actor picker cards load thumbnails (creation.md §9)', () => {
  it('gives each card the 240 and 480 px thumbnails by pixel ratio, the poster only without them', async () => {
    fakeServer({
      'POST /actor/show': () =>
        ok(
          actorPage(1, 2, [
            actorRow(1, { image_thumbnails: thumbs(1) }),
            // A poster the backfill has not reached yet.
            actorRow(2, { image_thumbnails: null }),
          ]),
        ),
    });
    renderDialog(
      <ActorPickerDialog
        open
        onOpenChange={vi.fn()}
        selectedActorIds={[]}
        maxActors={10}
        onConfirm={vi.fn()}
      />,
    );
    await screen.findByRole('button', { name: 'Select Actor 1' });

    const withThumbs = pictureOf('Actor 1');
    expect(withThumbs).toHaveAttribute('src', '/media/actors/1-w240.webp');
    expect(withThumbs).toHaveAttribute(
      'srcset',
      '/media/actors/1-w240.webp 240w, /media/actors/1-w480.webp 480w',
    );
    expect(withThumbs).toHaveAttribute('sizes', `${PICKER_CARD_MAX_PX}px`);

    const without = pictureOf('Actor 2');
    expect(without).toHaveAttribute('src', '/media/actors/2.jpg');
    expect(without).not.toHaveAttribute('srcset');

    // The chosen actors' round pictures in the selection bar take the 48 px ones.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Select Actor 1' }));
    await screen.findByTestId('selected-count');
    const chip = document.querySelector('img[src="/media/actors/1-w48.webp"]');
    expect(chip).toHaveAttribute(
      'srcset',
      '/media/actors/1-w48.webp 48w, /media/actors/1-w96.webp 96w',
    );
    expect(chip).toHaveAttribute('sizes', '32px');
  });
});
