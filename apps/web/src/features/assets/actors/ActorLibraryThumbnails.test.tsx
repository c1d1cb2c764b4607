import { ACTOR_LIBRARY_CARD_MAX_PX } from '@talkreel/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, ok } from '../../../test/fakeServer';
import { fakeLayout } from '../../actors/testing/layout';
import { fillBrowserGaps } from '../../settings/testing/browserGaps';
import { myActorRow, myActorsPage } from './testing/fixtures';
import { renderActorLibrary } from './testing/renderActorLibrary';

beforeAll(() => {
  fillBrowserGaps();
  // jsdom plays no media; the cards' hover playback only needs the calls to exist.
  HTMLMediaElement.prototype.play = () => Promise.resolve();
  HTMLMediaElement.prototype.pause = () => {};
});
let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = fakeLayout({ width: 800, height: 3000, scrollHeight: 3000 });
});
afterEach(() => restoreLayout());

const thumbs = {
  w48: '/media/own/1/poster-w48.webp',
  w96: '/media/own/1/poster-w96.webp',
  w240: '/media/own/1/poster-w240.webp',
  w480: '/media/own/1/poster-w480.webp',
};
const card = (name: string) => screen.getByRole('article', { name });

describe('actor library cards load thumbnails (creation.md §9)', () => {
  it('shows the 240/480 px thumbnails by pixel ratio under the idle video, which shows once it plays', async () => {
    fakeServer({
      'POST /video/user-actor-template-videos': () =>
        ok(
          myActorsPage([
            myActorRow(1, 'Ada', { image_thumbnails: thumbs }),
            myActorRow(2, 'Bob', { image_thumbnails: null }),
          ]),
        ),
    });
    renderActorLibrary();
    await screen.findByRole('article', { name: 'Ada' });

    const picture = card('Ada').querySelector('img');
    expect(picture).toHaveAttribute('src', thumbs.w240);
    expect(picture).toHaveAttribute('srcset', `${thumbs.w240} 240w, ${thumbs.w480} 480w`);
    expect(picture).toHaveAttribute('sizes', `${ACTOR_LIBRARY_CARD_MAX_PX}px`);
    // The video brings no full poster of its own, and stays clear until it plays.
    const video = card('Ada').querySelector('video') as HTMLVideoElement;
    expect(video).not.toHaveAttribute('poster');
    expect(video).toHaveClass('opacity-0');
    fireEvent.playing(video);
    expect(video).not.toHaveClass('opacity-0');

    // Without thumbnails (not backfilled yet) the video keeps the full poster, as before.
    const old = card('Bob').querySelector('video');
    expect(old).toHaveAttribute('poster', '/media/own/2/poster.jpg');
    expect(old).not.toHaveClass('opacity-0');
    expect(card('Bob').querySelector('img')).toBeNull();
  });
});
