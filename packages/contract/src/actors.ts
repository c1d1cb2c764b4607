import { z } from 'zod';
import { idInput, optString, reqArray, reqBoolean, reqNumber, reqString } from './fields';
import { ACTOR_PAGE_SIZE } from './limits';
import { workProgress } from './progress';
import { posterThumbnails } from './thumbnails';
import {
  AGE_GROUPS,
  audioItem,
  conditionInput,
  filtersInput,
  GENDERS,
  pageSizeOr,
  SPEECH_LANGUAGES,
  VoiceMessage,
} from './voices';
import { pageInput } from './workspaces';

/** creation.md §7 "Actors": the actor library list, favourites and actor template status. */

/** Tabs of the actor picker: All Actors, Favorites, My Actors. */
export const ACTOR_CONDITIONS = ['all', 'fav', 'my'] as const;
export type ActorCondition = (typeof ACTOR_CONDITIONS)[number];
export const DEFAULT_ACTOR_CONDITION: ActorCondition = 'all';

/** Sort orders: Newly added, Z to A, A to Z, Most Popular. */
export const ACTOR_ORDERS = ['newly_added', 'name_desc', 'name_asc', 'use_count'] as const;
export type ActorOrder = (typeof ACTOR_ORDERS)[number];
export const DEFAULT_ACTOR_ORDER: ActorOrder = 'use_count';

export const SKIN_TONES = [
  'Pale-Peach',
  'Peach',
  'Tan',
  'Brown',
  'Reddish-brown',
  'Dark-Brown',
] as const;
export const ACTOR_SITUATIONS = [
  'studio',
  'office',
  'outdoor',
  'living_room',
  'classroom',
  'news_desk',
] as const;

/** Values each actor filter group accepts in `condition2`. */
export const ACTOR_FILTER_VALUES = {
  gender: GENDERS,
  age: AGE_GROUPS,
  languages: SPEECH_LANGUAGES,
  skin_tones: SKIN_TONES,
  situation: ACTOR_SITUATIONS,
} as const;
export type ActorFilterGroup = keyof typeof ACTOR_FILTER_VALUES;

export interface FilterCategory {
  value: ActorFilterGroup;
  label: string;
  options: { value: string; label: string }[];
}

const option = (value: string, label: string) => ({ value, label });

/** The actor filter panel's categories (English labels; the client translates). */
export const ACTOR_FILTER_CATEGORIES: FilterCategory[] = [
  {
    value: 'gender',
    label: 'Gender',
    options: [option('male', 'Male'), option('female', 'Female')],
  },
  {
    value: 'age',
    label: 'Age',
    options: [option('young', 'Young'), option('middle_aged', 'Middle-aged'), option('old', 'Old')],
  },
  {
    value: 'languages',
    label: 'Languages',
    options: [
      option('en', 'English'),
      option('zh', 'Chinese'),
      option('es', 'Spanish'),
      option('de', 'German'),
    ],
  },
  {
    value: 'skin_tones',
    label: 'Skin tones',
    options: SKIN_TONES.map((tone) => option(tone, tone.replace('-', ' '))),
  },
  {
    value: 'situation',
    label: 'Situation',
    options: [
      option('studio', 'Studio'),
      option('office', 'Office'),
      option('outdoor', 'Outdoor'),
      option('living_room', 'Living room'),
      option('classroom', 'Classroom'),
      option('news_desk', 'News desk'),
    ],
  },
];

/** generateStatus (creation.md §4): below 2 generating, 2 ready, above 2 failed. */
export const ActorGenerateStatus = { GENERATING: 1, READY: 2, FAILED: 3 } as const;
/** generateType: 2 is an actor made from an image, 1 from a video; stock actors are 0. */
export const ActorGenerateType = { STOCK: 0, VIDEO: 1, IMAGE: 2 } as const;
/** `source` of an actor: the stock library or the user's own (a "user template"). */
export const ActorSource = { STOCK: 'stock', USER_TEMPLATE: 'user_template' } as const;

export const ActorMessage = {
  ACTOR_NOT_FOUND: 'Actor not found',
  ACTOR_NOT_READY: 'This actor is still being generated',
  INVALID_ORDER: 'Please select a valid order',
} as const;

export const actorShowRequest = z.object({
  condition1: conditionInput(
    'condition',
    ACTOR_CONDITIONS,
    DEFAULT_ACTOR_CONDITION,
    VoiceMessage.INVALID_CONDITION,
  ),
  condition2: filtersInput(ACTOR_FILTER_VALUES),
  condition3: conditionInput(
    'order',
    ACTOR_ORDERS,
    DEFAULT_ACTOR_ORDER,
    ActorMessage.INVALID_ORDER,
  ),
  page: pageInput('Page'),
  page_size: pageSizeOr(ACTOR_PAGE_SIZE),
});

/** Actor (library list), creation.md §3. */
export const actorItem = z.object({
  id: reqString('ID'),
  model_id: reqString('Model ID'),
  name: reqString('Name'),
  gender: reqString('Gender'),
  age_group: reqString('Age group'),
  skin_tone: optString('Skin tone'),
  situation: optString('Situation'),
  languages: reqArray('Languages', z.string()),
  is_hd: reqBoolean('Is HD'),
  is_pro: reqBoolean('Is pro'),
  is_exclusive_pro: reqBoolean('Is exclusive pro'),
  is_free_speech: reqBoolean('Is free speech'),
  image_url: optString('Image URL'),
  /** Thumbnails of image_url for cards and avatars; image_url stays the full poster. */
  image_thumbnails: posterThumbnails,
  compressed_actor_default_video_url: optString('Compressed video URL'),
  full_actor_default_video_url: optString('Full video URL'),
  sort_order: reqNumber('Sort order'),
  is_favorite: reqBoolean('Is favorite'),
  is_my_actor: reqBoolean('Is my actor'),
  tags: reqArray('Tags', z.string()),
  generate_type: reqNumber('Generate type'),
  generate_status: reqNumber('Generate status'),
  /** Why an own actor failed (generate_status 3), in words for the user; null otherwise. */
  fail_reason: optString('Fail reason'),
  /**
   * Not in the spec: whether generating a failed own actor again can succeed (true for a fault
   * of ours, false when the file itself was refused: no face, too short...); null unless failed.
   */
  fail_retryable: z.boolean({ error: 'Fail retryable must be a boolean' }).nullish(),
  default_audio: audioItem.nullable(),
  /** Generating own actors only (issue 24): progress, place in line and time left. */
  progress: workProgress.nullish(),
  source: reqString('Source'),
  created_at: reqString('Created at'),
});
export const actorShowReply = z.object({
  page_size: reqNumber('Page size'),
  total: reqNumber('Total'),
  total_pages: reqNumber('Total pages'),
  current_page: reqNumber('Current page'),
  actors: reqArray('Actors', actorItem),
});

export const actorToggleStarRequest = z.object({ actor_id: idInput('Actor ID') });
export const actorToggleStarReply = z.object({ is_favorite: reqBoolean('Is favorite') });

/** GET /video/user-actor-template/{id}: the actor's generateStatus and the actor itself. */
export const actorTemplateRequest = z.object({ id: idInput('Actor ID') });
export const actorTemplateReply = z.object({
  status: reqNumber('Status'),
  data: actorItem,
});
