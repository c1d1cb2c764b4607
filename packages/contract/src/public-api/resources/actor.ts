import { z } from 'zod';
import { ACTOR_ORDERS, ACTOR_SITUATIONS, DEFAULT_ACTOR_ORDER, SKIN_TONES } from '../../actors';
import { imageToVideoRequest } from '../../custom-actors';
import { AGE_GROUPS, GENDERS, SPEECH_LANGUAGES } from '../../voices';
import { pageQuery } from '../page';

/** An actor's state: stock actors are always ready; an own one is made by a job. */
export const PUBLIC_ACTOR_STATUSES = ['queued', 'processing', 'ready', 'failed'] as const;
export type PublicActorStatus = (typeof PUBLIC_ACTOR_STATUSES)[number];
/** What an actor was made from. */
export const PUBLIC_ACTOR_KINDS = ['stock', 'photo', 'video'] as const;

/** The actor resource: `GET /actors/{id}`, and what `actor.*` webhooks carry. */
export const publicActor = z
  .object({
    id: z.string(),
    object: z.literal('actor'),
    name: z.string(),
    kind: z.enum(PUBLIC_ACTOR_KINDS),
    source: z.enum(['stock', 'custom']),
    status: z.enum(PUBLIC_ACTOR_STATUSES),
    progress: z.number().int().min(0).max(100).nullable().describe('While being made'),
    voice_id: z.string().nullable().describe("The actor's own voice, used when a video names none"),
    gender: z.string(),
    age_group: z.string(),
    languages: z.array(z.string()),
    poster_url: z.string().nullable(),
    poster_url_expires_at: z.string().nullable(),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
    created_at: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'Actor' });
export type PublicActor = z.infer<typeof publicActor>;

const oneOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values).optional();

/** `GET /actors`: the picker's tabs, filters and orders. */
export const publicListActorsQuery = pageQuery.extend({
  tab: z
    .enum(['all', 'favorites', 'mine'])
    .default('all')
    .describe('all: stock and your own; favorites; mine: your own only'),
  gender: oneOf(GENDERS),
  age_group: oneOf(AGE_GROUPS),
  language: oneOf(SPEECH_LANGUAGES),
  skin_tone: oneOf(SKIN_TONES),
  situation: oneOf(ACTOR_SITUATIONS),
  order: z.enum(ACTOR_ORDERS).default(DEFAULT_ACTOR_ORDER),
});
export type PublicListActorsQuery = z.infer<typeof publicListActorsQuery>;

/**
 * `POST /actors`: an own actor from an uploaded photo or video (`POST /uploads` first, then PUT
 * the bytes). Answered at once with the actor `queued`; a job makes it.
 */
export const publicCreateActorRequest = z.object({
  name: imageToVideoRequest.shape.actor_name,
  upload_id: z.string().min(1).max(100).describe('A finished upload of kind image or video'),
  voice_id: z.string().min(1).max(100).describe('The voice the actor speaks with'),
});
export type PublicCreateActorRequest = z.infer<typeof publicCreateActorRequest>;

export const publicActorIdParams = z.object({ id: z.string().min(1).max(100) });
