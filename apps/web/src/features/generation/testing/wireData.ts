import {
  type actorItem,
  type audioItem,
  type brandKit,
  DEFAULT_CAPTION_STYLE,
  type videoItem,
} from '@talkreel/contract';
import type { z } from 'zod';

/** Wire-shaped (snake_case) rows as the creation server sends them, for component tests. */

export type WireVoice = z.input<typeof audioItem>;
export type WireActor = z.input<typeof actorItem>;
export type WireVideo = z.input<typeof videoItem>;

const CREATED_AT = '2026-03-04T08:09:00.000Z';

export const wireVoice = (overrides: Partial<WireVoice> = {}): WireVoice => ({
  id: 'stock-voice-ava',
  voice_tts_id: 'ava',
  model_name: 'espeak-ng',
  provider: 'local',
  name: 'Ava',
  age_group: 'young',
  language: 'en',
  gender: 'female',
  speed: 1,
  audio_url: '/media/voices/ava.mp3',
  is_starred: false,
  source: 'default',
  created_at: CREATED_AT,
  ...overrides,
});

export const wireActor = (overrides: Partial<WireActor> = {}): WireActor => ({
  id: 'stock-actor-nora',
  model_id: 'nora',
  name: 'Nora',
  gender: 'female',
  age_group: 'young',
  skin_tone: 'Tan',
  situation: 'studio',
  languages: ['en'],
  is_hd: true,
  is_pro: false,
  is_exclusive_pro: false,
  is_free_speech: true,
  image_url: '/media/actors/nora.jpg',
  compressed_actor_default_video_url: null,
  full_actor_default_video_url: null,
  sort_order: 0,
  is_favorite: false,
  is_my_actor: false,
  tags: [],
  generate_type: 0,
  generate_status: 2,
  default_audio: wireVoice(),
  source: 'stock',
  created_at: CREATED_AT,
  ...overrides,
});

let seq = 0;
export const wireVideo = (overrides: Partial<WireVideo> = {}): WireVideo => {
  const n = ++seq;
  return {
    id: `v${n}`,
    task_id: `task-${n}`,
    project_id: 'p1',
    video_status: 2,
    video_url: `/media/videos/v${n}.mp4`,
    compressed_video_url: `/media/videos/v${n}-small.mp4`,
    poster_url: `/media/videos/v${n}.jpg`,
    srt_url: null,
    duration: 12.4,
    created_at: CREATED_AT,
    input_text: 'Hello from the studio. '.repeat(6).trim(),
    error_message: null,
    actor: { id: 'stock-actor-nora', actor_model_id: 'nora', image_url: null, name: 'Nora' },
    voice: wireVoice(),
    ...overrides,
  };
};

/** A result's picture as the server reports it: 16:9 1080p on a stock office, full frame, no brand. */
export const widePicture = (overrides: Partial<NonNullable<WireVideo['picture']>> = {}) => ({
  format: '16:9' as const,
  resolution: '1080p' as const,
  width: 1920,
  height: 1080,
  background: { type: 'stock' as const, value: 'office-day' },
  layout: { placement: 'full' as const, scale: 1 },
  brand: 'none' as const,
  caption_style: null,
  ...overrides,
});

/** A script of exactly `length` characters, counted as the server counts them (trimmed). */
export const scriptOf = (length = 120) =>
  `${'Welcome to our studio. '.repeat(80).slice(0, length - 1)}.`;

export type WireBrandKit = z.input<typeof brandKit>;

/** A workspace's brand kit as GET /brand-kit/detail sends it: empty unless overridden. */
export const wireBrandKit = (overrides: Partial<WireBrandKit> = {}): WireBrandKit => ({
  logo_url: null,
  logo_corner: 'top-right',
  logo_size: 0.15,
  logo_opacity: 1,
  colors: [],
  caption_style: { ...DEFAULT_CAPTION_STYLE },
  updated_at: null,
  ...overrides,
});

/** Three of the stock backgrounds, as GET /backgrounds/list names them. */
export const wireStockBackgrounds = [
  { id: 'studio-soft', name: 'Soft studio', thumbnail_url: '/media/backgrounds/studio-soft.jpg' },
  { id: 'office-day', name: 'Office by day', thumbnail_url: '/media/backgrounds/office-day.jpg' },
  { id: 'sunset', name: 'Sunset', thumbnail_url: '/media/backgrounds/sunset.jpg' },
];
