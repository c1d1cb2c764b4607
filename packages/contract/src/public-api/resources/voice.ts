import { z } from 'zod';
import { cloneAudioRequest, providerInput, SPEECH_LANGUAGES } from '../../voices';
import { pageQuery } from '../page';

/** A voice's state: stock voices are ready; an own one is cloned (or matched) by a job. */
export const PUBLIC_VOICE_STATUSES = ['processing', 'ready', 'failed'] as const;
export type PublicVoiceStatus = (typeof PUBLIC_VOICE_STATUSES)[number];

/** The voice resource: `GET /voices/{id}`, and what `voice.*` webhooks carry. */
export const publicVoice = z
  .object({
    id: z.string(),
    object: z.literal('voice'),
    name: z.string(),
    language: z.string().nullable(),
    gender: z.string().nullable(),
    age_group: z.string().nullable(),
    source: z.enum(['stock', 'custom']),
    provider: z.string(),
    status: z.enum(PUBLIC_VOICE_STATUSES),
    preview_url: z.string().nullable().describe('Signed address of a spoken sample'),
    preview_url_expires_at: z.string().nullable(),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
    created_at: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'Voice' });
export type PublicVoice = z.infer<typeof publicVoice>;

/** `GET /voices`: the picker's conditions, name search and filters. */
export const publicListVoicesQuery = pageQuery.extend({
  tab: z
    .enum(['all', 'starred', 'recently_used', 'stock', 'mine'])
    .default('all')
    .describe('all: stock and your own ready voices'),
  name: z.string().trim().min(1).max(100).optional().describe('Part of the name'),
  gender: z.enum(['male', 'female']).optional(),
  age_group: z.enum(['young', 'middle_aged', 'old']).optional(),
  language: z.enum(SPEECH_LANGUAGES).optional(),
});
export type PublicListVoicesQuery = z.infer<typeof publicListVoicesQuery>;

/**
 * `POST /voices`: an own voice from an uploaded recording (audio, or a video's sound track),
 * cloned by a provider or matched offline (`local`). Answered at once, `processing`.
 */
export const publicCreateVoiceRequest = z.object({
  name: cloneAudioRequest.shape.audio_name,
  upload_id: z.string().min(1).max(100).describe('A finished upload of kind audio or video'),
  provider: providerInput.describe('elevenlabs, minimax, or local (an offline match)'),
  language: z.enum(SPEECH_LANGUAGES).optional(),
});
export type PublicCreateVoiceRequest = z.infer<typeof publicCreateVoiceRequest>;

export const publicVoiceIdParams = z.object({ id: z.string().min(1).max(100) });
