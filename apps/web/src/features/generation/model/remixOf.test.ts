import { camelize } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import { widePicture, wireVideo, wireVoice } from '../testing/wireData';
import { remixPictureOf, remixScenesOf } from './remixOf';
import type { VideoResult } from './videoResult';

const result = (overrides: Parameters<typeof wireVideo>[0]): VideoResult => ({
  ...camelize(wireVideo(overrides)),
  isUnusual: false,
});

describe('remixScenesOf (issue 27)', () => {
  it('is null for a one-script video: the single-scene remix applies', () => {
    expect(remixScenesOf(result({ scenes: null }), undefined)).toBeNull();
  });

  it('reads a reply from before scenes reported their voice: scene 1 speaks with the video’s, later ones need one', () => {
    const old = result({
      voice: wireVoice({ id: 'v-ava' }),
      voice_settings: { stability: 0.5, similarity_boost: 0.75, style_exaggeration: 0, speed: 1.4 },
      transition: null,
      picture: null,
      scenes: [
        { index: 1, start: 3, duration: 4, actor_id: 'a2', actor_name: 'Omar', text: 'Second.' },
        { index: 0, start: 0, duration: 3, actor_id: 'a1', actor_name: 'Nora', text: 'First.' },
      ],
    });
    const remix = remixScenesOf(old, undefined);
    // In the order of their indexes, a cut, the draft's own (default) picture.
    expect(remix?.scenes.map((s) => s.text)).toEqual(['First.', 'Second.']);
    expect(remix?.transition).toBe('cut');
    expect(remix?.picture.format).toBe('9:16');
    expect(remix?.needActor).toEqual([]);
    expect(remix?.scenes[0].actor).toMatchObject({
      actor: { id: 'a1', name: 'Nora' },
      audio: { id: 'v-ava' },
      playbackRate: 1.4,
    });
    expect(remix?.scenes[1].actor).toMatchObject({ actor: { id: 'a2' }, audio: null });
    expect(new Set(remix?.scenes.map((s) => s.id)).size).toBe(2);
  });
});

describe('remixPictureOf (issue 26)', () => {
  it('takes an uploaded background from an older reply (no uploads listed) as gone: the actor’s own', () => {
    const old = result({
      picture: widePicture({ background: { type: 'image', value: 'upload://x' } }),
    });
    expect(remixPictureOf(old, undefined)).toEqual({
      picture: {
        format: '16:9',
        resolution: '1080p',
        background: { type: 'actor' },
        layout: { placement: 'full', scale: 1 },
        brandLogo: false,
      },
      // Older servers do not say: the draft keeps its own captions choice.
      burnCaptions: undefined,
      uploadGone: true,
    });
  });
});
