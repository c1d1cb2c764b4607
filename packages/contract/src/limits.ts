/** Business constants of core.md §9 and creation.md §9, declared once for both sides. */
export const API_BASE_PATH = '/api/v1';
export const API_TIMEOUT_MS = 10_000;
export const TTS_TIMEOUT_MS = 120_000;
export const VIDEO_BATCH_TIMEOUT_MS = 300_000;
/** A signed request whose timestamp is further than this from server time is refused. */
export const SIGNATURE_MAX_SKEW_MS = 5 * 60_000;

export const TOAST_DURATION_MS = 3_000;
export const TOAST_MAX_VISIBLE = 1;
export const TREE_PAGE = 1;
export const TREE_PAGE_SIZE = 1000;
export const UNCATEGORIZED_FOLDER_ID = 'uncategorized';
export const LOCAL_FOLDER_PREFIX = 'folder_';
export const LOCAL_PROJECT_PREFIX = 'project_';
export const CREATION_CACHE_VERSION = '1.0.0';

export const RESEND_COUNTDOWN_S = 60;
export const ATTEMPT_LIMIT = 10;
export const ATTEMPT_WINDOW_MS = 60_000;
export const SAVED_CHECK_MS = 2_000;
export const CLICK_DELAY_MS = 200;
export const DRAG_ACTIVATION_SIDEBAR_PX = 12;
export const DRAG_ACTIVATION_GRID_PX = 8;

export const DOWNLOAD_CONCURRENCY = { '4g': 8, '3g': 4, '2g': 2, default: 6 } as const;
export const ZIP_COMPRESSION_LEVEL = 6;
export const PROGRESS_THROTTLE_MS = 100;

export const AVATAR_MAX_BYTES = 1024 * 1024;
export const AVATAR_CROP_BOX_PX = 400;

export const LOGIN_CODE_LENGTH = 6;
export const LOGIN_CODE_TTL_MS = 10 * 60_000;
/** Opaque session tokens live this long unless revoked by logout. */
export const SESSION_TTL_MS = 30 * 24 * 3600_000;
/** A session not used for this long ends (1014), whatever its 30-day limit says. */
export const SESSION_IDLE_TIMEOUT_MS = 7 * 24 * 3600_000;
/** A session's last use is written at most this often, not on every call. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60_000;
/** Wrong guesses a mailed login code survives; the next one voids it. */
export const LOGIN_CODE_MAX_GUESSES = 5;
/**
 * Login-code mails one network address may have sent to one e-mail address per day, besides the
 * per-minute caps. Counted per sender, so nobody can use up somebody else's allowance.
 */
export const LOGIN_CODE_MAILS_PER_DAY = 20;
/** Login-code mails one e-mail address receives per day however many senders ask. */
export const LOGIN_CODE_MAILS_PER_ADDRESS_PER_DAY = 100;
export const DAY_MS = 24 * 3600_000;
/** A Google sign-in's one-time hand-off code must be exchanged this soon. */
export const GOOGLE_HANDOFF_TTL_MS = 2 * 60_000;

export const TOOLTIP_DELAY_MS = 200;
export const TRUNCATED_TOOLTIP_DELAY_MS = 1_000;
export const TOUCH_TOOLTIP_HIDE_MS = 2_000;
export const MEMBER_LIST_ROW_PX = 40;
export const MEMBER_LIST_MAX_PX = 240;

export const SUPPORTED_LANGUAGES = ['en', 'zh', 'es', 'de', 'zh-TW'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

// creation.md §9
export const ACTOR_PAGE_SIZE = 40;
export const ASSETS_PAGE_SIZE = 1000;
export const VIDEO_PAGE_SIZE = 1000;
export const AGENT_USER_PAGE_SIZE = 10;
export const POLL_INTERVAL_MS = 10_000;
export const SCRIPT_MIN_CHARS = 100;
export const SCRIPT_MAX_CHARS = 1500;
export const VOICE_SEARCH_MAX_CHARS = 100;
export const MAX_ACTORS_PER_PROJECT = 10;
/** Previews made at once when Generate verifies every unverified actor-voice pair in one pass. */
export const VERIFY_PREVIEW_CONCURRENCY = 2;
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const VIDEO_UPLOAD_MAX_BYTES = 1024 * 1024 * 1024;
export const AUDIO_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const AUDIO_MIN_SECONDS = 10;
export const VIDEO_MIN_SECONDS = 30;
export const VIDEO_MAX_SECONDS = 180;
export const VIDEO_MIN_HEIGHT = 720;
export const VIDEO_MAX_HEIGHT = 2048;
export const MAX_TALKING_VIDEO_SECONDS = 120;
// Multi-scene videos (issue 27): each scene keeps the script limits and MAX_TALKING_VIDEO_SECONDS.
export const MAX_SCENES = 20;
/** A whole multi-scene video's speech: 10 minutes. */
export const MAX_VIDEO_TOTAL_SECONDS = 600;
/** A cross-fade between two scenes overlaps them by this long. */
export const SCENE_FADE_SECONDS = 0.3;
export const DEFAULT_VIDEO_VOICE_SETTINGS = {
  stability: 0.5,
  similarity_boost: 0.75,
  style_exaggeration: 0,
} as const;
export const DEFAULT_PREVIEW_VOICE_SETTINGS = {
  stability: 0,
  similarity_boost: 0,
  style_exaggeration: 0,
  speed: 1,
} as const;
export const SPEED_MIN = 0;
export const SPEED_MAX = 2;
/** Audio players' playback rate (creation.md §4): up to 2, up to 3 while the control is dragged. */
export const PLAYBACK_RATE_MIN = 0.5;
export const PLAYBACK_RATE_MAX = 2;
export const PLAYBACK_RATE_DRAG_MAX = 3;
export const CLONE_POLL_MS = 2_000;
export const CLONE_POLL_RETRIES = 3;
/** Clone progress display: +0.8 every 50 ms, waiting at 95 until the task ends. */
export const CLONE_PROGRESS_STEP = 0.8;
export const CLONE_PROGRESS_TICK_MS = 50;
export const CLONE_PROGRESS_CEILING = 95;
/** Custom audio (and agent) names are checked for duplicates after this pause in typing. */
export const AUDIO_NAME_CHECK_DELAY_MS = 150;
/** Longest own-voice name (the contract's audio_name refuses more). */
export const AUDIO_NAME_MAX_CHARS = 100;
export const SCRIPT_HIGHLIGHT_MS = 3_000;
export const AUDIO_TOOLTIP_MS = 5_000;
export const AUDIO_TOOLTIP_BLINK_MS = 1_500;
export const ROW_HIGHLIGHT_MS = 2_000;
export const COPY_INDICATOR_MS = 1_500;
export const VIDEO_WIDTH = 720;
export const VIDEO_HEIGHT = 1280;
export const VIDEO_FPS = 25;

// Fair use of the renderer (issue 7): videos in progress (status 1) at once, per user and per workspace.
export const MAX_VIDEOS_IN_PROGRESS_PER_USER = 20;
export const MAX_VIDEOS_IN_PROGRESS_PER_WORKSPACE = 50;
// Speech previews (POST /audio/tts/generate), issue 7: fair use of synthesis and paid providers.
/** New syntheses (cache misses) one user may start per window; more are 1011. */
export const PREVIEW_LIMIT = 20;
export const PREVIEW_WINDOW_MS = 60_000;
/** Preview syntheses running at once in one API process (espeak, its MP3 encode, or a provider call). */
export const PREVIEW_CONCURRENCY = 4;
/** Previews that may wait for a running slot in one process; past this they are refused with 1011. */
export const PREVIEW_QUEUE_LIMIT = 40;
// Bad-input bounds (issue 7)
/** Default cap on a JSON request body; files travel as multipart uploads with their own caps. */
export const JSON_BODY_MAX_BYTES = 64 * 1024;
/** For the few calls that carry lists (reorders, video batches). */
export const LIST_BODY_MAX_BYTES = 256 * 1024;
/** A reorder names at most one sidebar list's worth of items. */
export const SORT_ENTRIES_MAX = TREE_PAGE_SIZE;
/** Avatars above this many pixels (4096 x 4096) are refused before any pixel data is inflated. */
export const AVATAR_MAX_PIXELS = 4096 * 4096;
/**
 * Uploaded images (actor photos) above this many pixels are refused from their header: a 50 MP
 * phone photo passes, while a small PNG promising billions of pixels never reaches a decoder.
 */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** A member invitation link works this long. */
export const INVITATION_TTL_MS = 7 * 24 * 3600_000;
/** Invitation e-mails one workspace may send per UTC day, besides the per-minute cap. */
export const INVITATIONS_PER_WORKSPACE_PER_DAY = 50;
/**
 * Invitation e-mails one account may send a day over all its workspaces (which anyone can
 * create), so the per-workspace cap is not a per-workspace allowance to multiply.
 */
export const INVITATIONS_PER_USER_PER_DAY = 100;
/**
 * Media links in API replies work at least this long and at most twice as long (the server
 * rounds them to 10-minute windows); a removed member's links die within that bound.
 */
export const MEDIA_LINK_TTL_MS = 10 * 60_000;
/**
 * How often a page asks again for a list it shows whose items carry signed media links (and how
 * old such a list may be when the tab comes back to the front): half their shortest life, so a
 * page left open never holds a dead link.
 */
export const MEDIA_LINK_REFRESH_MS = MEDIA_LINK_TTL_MS / 2;
/** Strict-Transport-Security max-age sent when the server is reached over HTTPS: one year. */
export const HSTS_MAX_AGE_S = 365 * 24 * 3600;

// Uploads and own voices (issue 8).
/** Upload tasks created and not yet confirmed (nor expired) per user at once. */
export const MAX_UPLOADS_IN_FLIGHT_PER_USER = 5;
/** A presigned PUT address works this long, once. */
export const UPLOAD_URL_TTL_MS = 60 * 60_000;
/** Uploads never confirmed, or confirmed and never used, are purged after this long. */
export const UPLOAD_ABANDONED_MS = DAY_MS;
/** Clone, match and extraction tasks a user may start per hour. */
export const CLONE_TASKS_PER_HOUR = 10;
export const HOUR_MS = 3600_000;
/** A clone task not finished this long after it was created reports process_status 4. */
export const CLONE_TASK_TIMEOUT_MS = 10 * 60_000;
/** Each HTTP call to a cloning provider is abandoned after this long. */
export const CLONE_PROVIDER_CALL_TIMEOUT_MS = 2 * 60_000;
/** Own voices (ready or in progress) a user may keep. */
export const MAX_OWN_VOICES_PER_USER = 100;
/** The sentence a new own voice speaks as its sample. */
export const CLONE_SAMPLE_TEXT =
  'Hello! This is my own voice on Talkreel. I can read any script you write for me.';
/** Stored TTS audio no video uses is deleted this long after it was made (it is only a cache). */
export const TTS_PREVIEW_KEEP_MS = 7 * DAY_MS;
/**
 * A deleted own voice (its row, sample, stored speech and clone task) is removed for good this
 * long after its deletion, unless a video still names it (then after that video).
 */
export const DELETED_VOICE_KEEP_MS = 30 * DAY_MS;

// Agent area (issue 10, creation.md §5 and §9)
export const AGENT_USERNAME_MIN_CHARS = 2;
export const AGENT_USERNAME_MAX_CHARS = 20;
export const AGENT_COMPANY_MAX_CHARS = 50;
export const AGENT_TITLE_MAX_CHARS = 50;
/** The largest agent user page a client may ask for (the screen uses AGENT_USER_PAGE_SIZE). */
export const AGENT_USER_PAGE_SIZE_MAX = 100;
/** Delivery hour of a subscription: 1 to 24 (24 is midnight, the screen's slot 0). */
export const SUBSCRIPTION_TIME_MIN = 1;
export const SUBSCRIPTION_TIME_MAX = 24;
export const SUBSCRIPTION_TIME_DEFAULT = 24;
/** Videos delivered per day at most (the field is digits only). */
export const SUBSCRIPTION_FREQUENCY_MAX = 1000;
/** The only subscription type: video. */
export const SUBSCRIPTION_TYPE_VIDEO = 1;
export const WORKFLOW_NAME_MAX_CHARS = 100;
export const WORKFLOW_ADDRESS_MAX_CHARS = 2000;

// The create-actor dialog (issue 9, creation.md §4, §5, §9).
/** The new actor's name is checked for duplicates after this pause in typing (the user flow). */
export const ACTOR_NAME_CHECK_DELAY_MS = 1_000;
/** The same check in the agent flow, acting for a sub-user. */
export const AGENT_ACTOR_NAME_CHECK_DELAY_MS = 150;
/** The photo crop box: at least this many picture pixels wide, width over height 9:16. */
export const PHOTO_CROP_MIN_WIDTH = 50;
export const ACTOR_CROP_ASPECT = 9 / 16;
