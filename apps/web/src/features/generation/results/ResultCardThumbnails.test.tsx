import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openProject } from '../testing/openProject';
import { wireVideo } from '../testing/wireData';

const thumbs = (stem: string) => ({
  w48: `${stem}-w48.webp`,
  w96: `${stem}-w96.webp`,
  w240: `${stem}-w240.webp`,
  w480: `${stem}-w480.webp`,
});
const card = (id: string) =>
  screen.getAllByTestId('result-card').find((c) => c.dataset.videoId === id) as HTMLElement;
const cardPicture = (id: string) => card(id).querySelector('img.object-cover');

describe('result cards load thumbnails (creation.md §9)', () => {
  it("shows the poster's 240/480 px thumbnails by pixel ratio, the actor's 48/96 px in its avatar", async () => {
    await openProject({
      videos: [
        wireVideo({
          id: 'thumbed',
          poster_thumbnails: thumbs('/media/videos/thumbed/poster'),
          actor: {
            id: 'stock-actor-nora',
            actor_model_id: 'nora',
            image_url: '/media/actors/nora.jpg',
            image_thumbnails: thumbs('/media/actors/nora'),
            name: 'Nora',
          },
        }),
        wireVideo({ id: 'older', poster_url: '/media/videos/older.jpg', poster_thumbnails: null }),
        // In progress: no poster yet, so the actor's picture (blurred) stands in.
        wireVideo({
          id: 'going',
          video_status: 1,
          video_url: null,
          poster_url: null,
          actor: {
            id: 'stock-actor-nora',
            actor_model_id: 'nora',
            image_url: '/media/actors/nora.jpg',
            image_thumbnails: thumbs('/media/actors/nora'),
            name: 'Nora',
          },
        }),
      ],
    });
    await waitFor(() => expect(screen.getAllByTestId('result-card')).toHaveLength(3));

    const picture = cardPicture('thumbed');
    expect(picture).toHaveAttribute('src', '/media/videos/thumbed/poster-w240.webp');
    expect(picture).toHaveAttribute(
      'srcset',
      '/media/videos/thumbed/poster-w240.webp 240w, /media/videos/thumbed/poster-w480.webp 480w',
    );
    expect(picture).toHaveAttribute('sizes', '(max-width: 767px) 50vw, 192px');
    const avatar = card('thumbed').querySelector('img[src="/media/actors/nora-w48.webp"]');
    expect(avatar).toHaveAttribute(
      'srcset',
      '/media/actors/nora-w48.webp 48w, /media/actors/nora-w96.webp 96w',
    );
    expect(avatar).toHaveAttribute('sizes', '22px');

    expect(cardPicture('older')).toHaveAttribute('src', '/media/videos/older.jpg');
    expect(cardPicture('older')).not.toHaveAttribute('srcset');

    expect(cardPicture('going')).toHaveAttribute('src', '/media/actors/nora-w240.webp');
    expect(cardPicture('going')).toHaveClass('blur-[6px]');
  });
});
