import { z } from 'zod';
import {
  idInput,
  optNumber,
  optString,
  reqArray,
  reqBoolean,
  reqNumber,
  reqString,
} from './fields';
import {
  ASSETS_PAGE_SIZE,
  DEFAULT_PREVIEW_VOICE_SETTINGS,
  SCRIPT_MAX_CHARS,
  SPEED_MAX,
  SPEED_MIN,
  VOICE_SEARCH_MAX_CHARS,
} from './limits';
import { workProgress } from './progress';
import { fileUriInput } from './uploads';
import { optionalIdInput, pageInput } from './workspaces';

/** creation.md §7 "Voices": voice lists, stars, filter options and TTS previews (snake_case wire). */

export const SPEECH_LANGUAGES = ['en', 'zh', 'es', 'de'] as const;
export type SpeechLanguageValue = (typeof SPEECH_LANGUAGES)[number];
export const GENDERS = ['male', 'female'] as const;
export const AGE_GROUPS = ['young', 'middle_aged', 'old'] as const;

/** Voice list conditions (creation.md §3). */
export const VOICE_CONDITIONS = [
  'all_voices',
  'starred_voices',
  'recently_used',
  'default_voices',
  'my_voices',
] as const;
export type VoiceCondition = (typeof VOICE_CONDITIONS)[number];
export const DEFAULT_VOICE_CONDITION: VoiceCondition = 'all_voices';

/** Filter value meaning "no filter on this group"; dropped wherever it appears. */
export const FILTER_ALL = 'all';

/** Voice filter groups in display order, with the values each accepts. */
export const VOICE_FILTER_VALUES = {
  gender: GENDERS,
  age: AGE_GROUPS,
  languages: SPEECH_LANGUAGES,
} as const;
export type VoiceFilterGroup = keyof typeof VOICE_FILTER_VALUES;
export const VOICE_FILTER_GROUPS = Object.keys(VOICE_FILTER_VALUES) as VoiceFilterGroup[];

/** Where a voice comes from: the stock library or the user's own (cloned) voices. */
export const VoiceSource = { DEFAULT: 'default', MY: 'my' } as const;
/** Engines a voice can speak with; stock voices use the offline one. */
export const VoiceProvider = {
  LOCAL: 'local',
  ELEVENLABS: 'elevenlabs',
  MINIMAX: 'minimax',
} as const;
export type VoiceProviderName = (typeof VoiceProvider)[keyof typeof VoiceProvider];

export const VoiceMessage = {
  NAME_TOO_LONG: `Please input name less than ${VOICE_SEARCH_MAX_CHARS} characters`,
  INVALID_CONDITION: 'Please select a valid condition',
  VOICE_NOT_FOUND: 'Voice not found',
  TEXT_EMPTY: 'Text cannot be empty',
  TEXT_TOO_LONG: `Text must be at most ${SCRIPT_MAX_CHARS} characters`,
  PROVIDER_NOT_CONFIGURED: 'This voice needs a speech provider that is not configured',
  SPEECH_FAILED: 'Speech synthesis failed, please try again',
  PREVIEWS_BUSY: 'Too many previews are being made right now, please wait',
} as const;
export const invalidFilterValueMessage = (group: string) =>
  `Please select a valid value for ${group}`;

/** A page size with the list's own default, capped at the spec's 1000. */
export const pageSizeOr = (fallback: number, label = 'Page size') =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/, `${label} must be a positive integer`)], {
      error: `${label} must be a positive integer`,
    })
    .nullish()
    .transform((v) => (v == null || v === '' ? fallback : Number(v)))
    .pipe(
      z
        .number()
        .int(`${label} must be a positive integer`)
        .min(1, `${label} must be a positive integer`)
        .max(ASSETS_PAGE_SIZE, `${label} must be at most ${ASSETS_PAGE_SIZE}`),
    );

type FilterValues = Record<string, readonly string[]>;
export type ParsedFilters<G extends string> = Partial<Record<G, string[]>>;

/**
 * `condition2`: a map of filter group to its chosen values (a list, or one value). `all` and
 * blanks are dropped; an unknown group or value is refused with the spec's message.
 */
export const filtersInput = <V extends FilterValues>(allowed: V) =>
  z
    .record(z.string(), z.unknown(), { error: 'Filters must be an object' })
    .nullish()
    .transform((raw, ctx) => {
      const out: ParsedFilters<Extract<keyof V, string>> = {};
      for (const [group, value] of Object.entries(raw ?? {})) {
        const list: unknown[] = value == null ? [] : Array.isArray(value) ? value : [value];
        const scalar = list.every((v) => typeof v === 'string' || typeof v === 'number');
        const values = [...new Set(list.map((v) => String(v).trim()))].filter(
          (v) => v !== '' && v !== FILTER_ALL,
        );
        const accepted = Object.hasOwn(allowed, group) ? allowed[group] : undefined;
        if (!accepted || !scalar || values.some((v) => !accepted.includes(v))) {
          ctx.addIssue({ code: 'custom', message: invalidFilterValueMessage(group) });
          return z.NEVER;
        }
        if (values.length) out[group as Extract<keyof V, string>] = values;
      }
      return out;
    });

/** A condition sent as `{<key>: value}` or as the bare value; absent means the default. */
export const conditionInput = <T extends readonly [string, ...string[]]>(
  key: string,
  values: T,
  fallback: T[number],
  message: string,
) =>
  z
    .unknown()
    .optional()
    .transform((raw, ctx): T[number] => {
      const value =
        raw && typeof raw === 'object' && !Array.isArray(raw)
          ? (raw as Record<string, unknown>)[key]
          : raw;
      if (value == null || value === '') return fallback;
      if (typeof value !== 'string' || !values.includes(value)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return value;
    });

const flagInput = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .nullish()
  .transform((v) => v === true || v === 1);

const unitInput = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be between 0 and 1`)
    .max(1, `${label} must be between 0 and 1`)
    .nullish();

/** Speed 0 to 2 with one decimal (0 means "not set": normal speed). */
export const speedInput = z
  .number({ error: 'Speed must be a number' })
  .min(SPEED_MIN, `Speed must be between ${SPEED_MIN} and ${SPEED_MAX}`)
  .max(SPEED_MAX, `Speed must be between ${SPEED_MIN} and ${SPEED_MAX}`)
  .transform((v) => Math.round(v * 10) / 10);

export interface VoiceSettings {
  stability: number;
  similarity_boost: number;
  style_exaggeration: number;
  speed: number;
}

/** `voice_settings` with the spec's defaults for whatever is missing. */
export const voiceSettingsInput = (defaults: Omit<VoiceSettings, 'speed'> & { speed?: number }) =>
  z
    .object(
      {
        stability: unitInput('Stability'),
        similarity_boost: unitInput('Similarity boost'),
        style_exaggeration: unitInput('Style exaggeration'),
        speed: speedInput.nullish(),
      },
      { error: 'Voice settings must be an object' },
    )
    .nullish()
    .transform(
      (v): VoiceSettings => ({
        stability: v?.stability ?? defaults.stability,
        similarity_boost: v?.similarity_boost ?? defaults.similarity_boost,
        style_exaggeration: v?.style_exaggeration ?? defaults.style_exaggeration,
        speed: v?.speed ?? defaults.speed ?? 1,
      }),
    );

/** How many peaks a voice's sample is drawn with (values 0 to 100, loudest = 100). */
export const VOICE_PEAKS_COUNT = 200;

/**
 * A voice sample's waveform: VOICE_PEAKS_COUNT loudness peaks from start to end, each 0 to 100
 * relative to the sample's loudest moment. Absent while a stored sample has none yet (older
 * voices get theirs from a background job) or the voice has no sample.
 */
export const voicePeaks = z
  .array(z.number({ error: 'Peaks must be numbers' }), { error: 'Peaks must be an array' })
  .nullish();

/** Default audio / voice (creation.md §3). */
export const audioItem = z.object({
  id: reqString('ID'),
  voice_tts_id: reqString('Voice TTS ID'),
  model_name: z.string({ error: 'Model name must be a string' }),
  provider: reqString('Provider'),
  name: reqString('Name'),
  age_group: optString('Age group'),
  language: optString('Language'),
  gender: optString('Gender'),
  speed: reqNumber('Speed'),
  audio_url: optString('Audio URL'),
  is_starred: reqBoolean('Is starred'),
  source: reqString('Source'),
  created_at: reqString('Created at'),
  /** The sample's waveform; sent in voice lists only (not with actors or videos). */
  peaks: voicePeaks,
});

export const filterOption = z.object({ label: reqString('Label'), value: reqString('Value') });
/** GET /audio/filter-options: groups gender, age, languages in that order. */
export const voiceFilterOptionsReply = z.record(z.string(), reqArray('Options', filterOption));

export const voiceShowRequest = z.object({
  condition1: z
    .object(
      {
        name: z
          .string({ error: 'Name must be a string' })
          .trim()
          .max(VOICE_SEARCH_MAX_CHARS, VoiceMessage.NAME_TOO_LONG)
          .nullish(),
      },
      { error: 'Condition1 must be an object' },
    )
    .nullish()
    .transform((v) => ({ name: v?.name || null })),
  condition2: filtersInput(VOICE_FILTER_VALUES),
  condition3: conditionInput(
    'condition',
    VOICE_CONDITIONS,
    DEFAULT_VOICE_CONDITION,
    VoiceMessage.INVALID_CONDITION,
  ),
  page: pageInput('Page'),
  page_size: pageSizeOr(ASSETS_PAGE_SIZE),
});
export const voiceShowReply = z.object({
  page_size: reqNumber('Page size'),
  total: reqNumber('Total'),
  current_page: reqNumber('Current page'),
  audios: reqArray('Audios', audioItem),
});

export const voiceToggleStarRequest = z.object({ audio_id: idInput('Audio ID') });
export const voiceToggleStarReply = z.object({ is_starred: reqBoolean('Is starred') });

/** POST /audio/tts/generate: voice_id is the voice's id or its voice_tts_id. */
export const ttsGenerateRequest = z.object({
  text: z
    .string({ error: VoiceMessage.TEXT_EMPTY })
    .trim()
    .min(1, VoiceMessage.TEXT_EMPTY)
    .max(SCRIPT_MAX_CHARS, VoiceMessage.TEXT_TOO_LONG),
  voice_id: idInput('Voice ID'),
  actor_id: optionalIdInput('Actor ID'),
  model_name: z.string({ error: 'Model name must be a string' }).nullish(),
  voice_settings: voiceSettingsInput(DEFAULT_PREVIEW_VOICE_SETTINGS),
  audio_name: z
    .string({ error: 'Audio name must be a string' })
    .trim()
    .max(100, 'Audio name is too long')
    .nullish(),
  save_to_db: flagInput,
  upload_to_s3: flagInput,
});
export const ttsGenerateReply = z.object({
  actor_name: z.string({ error: 'Actor name must be a string' }),
  audio_url: reqString('Audio URL'),
  id: reqString('ID'),
  model_name: z.string({ error: 'Model name must be a string' }),
  name: reqString('Name'),
  voice_tts_id: reqString('Voice TTS ID'),
  /** Seconds of audio. */
  duration: optNumber('Duration'),
});

// ---- Own voices: cloning, voice match, the voice library (issue 8) ----

/** Audio clone processStatus (creation.md §4). */
export const CloneStatus = { PROCESSING: 1, SUCCESS: 2, FAILED: 3, TIMEOUT: 4 } as const;
export type CloneStatusValue = (typeof CloneStatus)[keyof typeof CloneStatus];

/** What a clone task starts from: an uploaded recording, or an uploaded video's audio track. */
export const CLONE_SOURCES = ['audio', 'video'] as const;

/** Label of an own voice: a provider clone, or an offline espeak voice tuned to the sample. */
export const VoiceLabel = { CLONED: 'cloned', MATCHED: 'matched, not cloned' } as const;

export const CloneMessage = {
  NAME_EMPTY: 'Audio name cannot be empty',
  NAME_TOO_LONG: 'Audio name must be at most 100 characters',
  OTHER_USER: 'Acting for another user is not allowed',
  TASK_NOT_FOUND: 'Clone task not found',
  PROVIDER_UNKNOWN: 'Provider must be elevenlabs, minimax or local',
  PROVIDER_NOT_CONFIGURED: 'This server has no key for that cloning provider',
  FAILED: 'Audio clone process failed',
  TIMEOUT: 'Audio clone process timeout',
  NO_AUDIO_TRACK: 'Audio clone process failed, sample_url is empty: the video has no audio track',
  TOO_MANY_VOICES: 'You have reached the limit of own voices; delete one first',
  VOICE_IN_PROGRESS: 'This voice is still being made',
} as const;

const audioNameInput = z
  .string({ error: CloneMessage.NAME_EMPTY })
  .trim()
  .min(1, CloneMessage.NAME_EMPTY)
  .max(100, CloneMessage.NAME_TOO_LONG);

/** `user_id` empty or the caller's own id means the caller; any other id is refused (1003). */
const userIdInput = optionalIdInput('User ID');

export const providerInput = z.enum(
  [VoiceProvider.ELEVENLABS, VoiceProvider.MINIMAX, VoiceProvider.LOCAL],
  {
    error: CloneMessage.PROVIDER_UNKNOWN,
  },
);

/** POST /audio/clone-elevenlabs, /audio/clone-minimax, /audio/clone-local: audio_url is a file_uri. */
export const cloneAudioRequest = z.object({
  user_id: userIdInput,
  audio_name: audioNameInput,
  audio_url: fileUriInput('Audio URL'),
  /** The language the voice speaks (the local match picks its espeak voice by it). */
  language: z.enum(SPEECH_LANGUAGES, { error: 'Language must be en, zh, es or de' }).nullish(),
});

/** POST /audio-extraction/tasks: video_url is a file_uri of a confirmed video; provider defaults to local. */
export const audioExtractionRequest = z.object({
  user_id: userIdInput,
  audio_name: audioNameInput,
  video_url: fileUriInput('Video URL'),
  provider: providerInput.nullish().transform((v) => v ?? VoiceProvider.LOCAL),
  language: z.enum(SPEECH_LANGUAGES, { error: 'Language must be en, zh, es or de' }).nullish(),
});

/** A queued clone task; `status` is the processStatus (1 while queued or working). */
export const cloneTaskReply = z.object({
  task_id: reqString('Task ID'),
  status: reqNumber('Status'),
  created_at: reqString('Created at'),
});

export const cloneTaskParams = z.object({ task_id: reqString('Task ID') });

/** GET /audio/processing-status/{task_id}; `audio_id` names the saved voice once ready. */
export const cloneProcessingReply = z.object({
  process_status: reqNumber('Process status'),
  sample_url: optString('Sample URL'),
  task_id: reqString('Task ID'),
  audio_id: optString('Audio ID'),
  /** Why the task failed or timed out (status 3 or 4). */
  error: optString('Error'),
  /** While processing (issue 24): progress, place in line and time left. */
  progress: workProgress.nullish(),
});

/** GET /audio/save-info/{id}: id is the voice id or its clone task id. */
export const saveInfoParams = z.object({ id: reqString('ID') });
export const savedAudioInfo = z.object({
  created_at: reqString('Created at'),
  id: reqString('ID'),
  name: reqString('Name'),
  process_status: reqNumber('Process status'),
  sample_url: optString('Sample URL'),
  provider: reqString('Provider'),
  task_id: optString('Task ID'),
  voice_tts_id: reqString('Voice TTS ID'),
  label: reqString('Label'),
  gender: optString('Gender'),
  language: optString('Language'),
});

/** GET /users/myvoice?page&page_size&user_id */
export const myVoiceQuery = z.object({
  page: pageInput('Page'),
  page_size: pageSizeOr(ASSETS_PAGE_SIZE),
  user_id: userIdInput,
});
export const myVoiceTemplate = z.object({
  id: reqString('ID'),
  voice_tts_id: reqString('Voice TTS ID'),
  provider: reqString('Provider'),
  name: reqString('Name'),
  sample_url: optString('Sample URL'),
  is_starred: reqBoolean('Is starred'),
  process_status: reqNumber('Process status'),
  user_id: reqString('User ID'),
  created_at: reqString('Created at'),
  label: reqString('Label'),
  gender: optString('Gender'),
  language: optString('Language'),
  peaks: voicePeaks,
});
export const myVoiceReply = z.object({
  page: reqNumber('Page'),
  page_size: reqNumber('Page size'),
  total: reqNumber('Total'),
  templates: reqArray('Templates', myVoiceTemplate),
});

/** POST /audio/rename-template: a duplicate answers is_duplicate true and renames nothing. */
export const renameAudioRequest = z.object({
  audio_id: idInput('Audio ID'),
  audio_name: audioNameInput,
  user_id: userIdInput,
});
export const isDuplicateReply = z.object({ is_duplicate: reqBoolean('Is duplicate') });

/** POST /users/check-audio-name-duplicate */
export const checkAudioNameRequest = z.object({
  input_name: audioNameInput,
  user_id: userIdInput,
});

/** POST /audio-template/toggle-favorite */
export const toggleAudioFavoriteRequest = z.object({
  customize_audio_template_id: idInput('Audio template ID'),
});
export const toggleAudioFavoriteReply = z.object({ is_favorite: reqBoolean('Is favorite') });

/** POST /audio/delete: an own voice; videos made with it keep their audio. */
export const deleteAudioRequest = z.object({ audio_id: idInput('Audio ID') });

/** GET /audio/clone-providers: which ways of making a voice this server has. */
export const cloneProviderItem = z.object({
  provider: reqString('Provider'),
  available: reqBoolean('Available'),
  /** Why it is unavailable (e.g. no key configured); null when available. */
  reason: optString('Reason'),
  label: reqString('Label'),
});
export const cloneProvidersReply = z.object({
  providers: reqArray('Providers', cloneProviderItem),
});
