import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../../../test/fakeServer';
import { actorRow } from '../../../actors/testing/fixtures';
import { fillBrowserGaps } from '../../../settings/testing/browserGaps';
import { agentServer, renderAgent, userRow } from '../../testing/renderAgent';

beforeAll(fillBrowserGaps);

const thumbs = {
  w48: '/media/own/a1/poster-w48.webp',
  w96: '/media/own/a1/poster-w96.webp',
  w240: '/media/own/a1/poster-w240.webp',
  w480: '/media/own/a1/poster-w480.webp',
};
const actor = (id: string, over: Record<string, unknown>) =>
  actorRow(1, {
    id,
    name: `Actor ${id}`,
    image_url: `/media/own/${id}/poster.jpg`,
    is_my_actor: true,
    source: 'user_template',
    generate_type: 2,
    fail_reason: null,
    audio: null,
    ...over,
  });

describe("a sub-user's actor cards load thumbnails (creation.md §9)", () => {
  it('take the 240/480 px thumbnails by pixel ratio, the poster only without them', async () => {
    agentServer({
      'POST /agent/user/detail': () => ok(userRow(1)),
      'POST /agent/user/actor-detail': () =>
        ok({
          actors: [
            actor('a1', { image_thumbnails: thumbs }),
            actor('a2', { image_thumbnails: null }),
          ],
          audios: [],
        }),
    });
    renderAgent('/agent/dashboard/user-management/ag1/u-1');
    const [withThumbs, without] = await screen.findAllByTestId('agent-actor-card');
    const picture = withThumbs.querySelector('img');
    expect(picture).toHaveAttribute('src', thumbs.w240);
    expect(picture).toHaveAttribute('srcset', `${thumbs.w240} 240w, ${thumbs.w480} 480w`);
    expect(picture).toHaveAttribute('sizes', '130px');
    expect(without.querySelector('img')).toHaveAttribute('src', '/media/own/a2/poster.jpg');
    expect(without.querySelector('img')).not.toHaveAttribute('srcset');
  });
});
