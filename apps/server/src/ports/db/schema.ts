import type { Generated } from 'kysely';

/**
 * Table types. Times are epoch milliseconds (bigint), flags are 0/1 integers and ids are
 * random strings, so one schema runs unchanged on SQLite and PostgreSQL.
 */
export interface UsersTable {
  id: string;
  email: string;
  username: string;
  avatar_key: string | null;
  activated_at: number | null;
  agent_admin: number;
  latest_workspace_id: string | null;
  google_sub: string | null;
  first_dh_created: number;
  disabled: number;
  created_at: number;
  /** The agent this sub-user belongs to (issue 10); null for ordinary accounts. */
  agent_id: string | null;
  /** 1 when the sub-user's agent disabled them (isAgent 0); refused like `disabled` (1015). */
  agent_disabled: number;
  /** A sub-user's profile as its agent keeps it: male | female. */
  gender: string | null;
  company: string | null;
  personal_title: string | null;
  /** The name parts as entered (issue 24); they count only while they join to `username`. */
  first_name: string | null;
  last_name: string | null;
}

export interface SessionsTable {
  id: string;
  token_hash: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  /** Refreshed at most every SESSION_TOUCH_INTERVAL_MS; null until the first refresh. */
  last_used_at: number | null;
}

export interface EmailSessionsTable {
  id: string;
  email: string;
  verified_at: number | null;
  created_at: number;
  expires_at: number;
  /** Set when the session issued a token; it never issues another. */
  consumed_at: number | null;
}

export interface LoginCodesTable {
  id: string;
  email_session_id: string;
  code_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  failed_attempts: Generated<number>;
}

export interface InvitationCodesTable {
  id: string;
  code_hash: string;
  note: string | null;
  created_at: number;
  used_by_user_id: string | null;
  used_at: number | null;
}

export interface WaitlistTable {
  email: string;
  name: string;
  login_method: number;
  created_at: number;
  approved_at: number | null;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

export interface RsaKeysTable {
  id: string;
  public_pem: string;
  private_pem: string;
  created_at: number;
}

export interface OauthStatesTable {
  state: string;
  code_verifier: string;
  nonce: string;
  redirect_uri: string;
  created_at: number;
  expires_at: number;
  /** SHA-256 of the value the starting browser keeps; null only for rows from before 0008. */
  browser_binding: string | null;
}

export interface OauthHandoffsTable {
  code_hash: string;
  user_id: string;
  browser_binding: string;
  created_at: number;
  expires_at: number;
}

export interface WorkspacesTable {
  id: string;
  name: string;
  description: string;
  created_at: number;
  updated_at: number;
  /** 1: a reload dissolves no folder (the owner turned core.md §4's rule off, issue 24). */
  keep_folders: Generated<number>;
}

export interface WorkspaceMembersTable {
  workspace_id: string;
  user_id: string;
  role: string;
  joined_at: number;
}

export interface MemberInvitationsTable {
  id: string;
  workspace_id: string;
  email: string;
  token_hash: string;
  invited_by: string;
  created_at: number;
  accepted_at: number | null;
  revoked_at: number | null;
}

export interface FoldersTable {
  id: string;
  workspace_id: string;
  name: string;
  sort_order: number;
  created_at: number;
}

export interface ProjectsTable {
  id: string;
  workspace_id: string;
  folder_id: string | null;
  name: string;
  sort_order: number;
  created_at: number;
  latest_video_image_key: string | null;
  /** When latest_video_image_key was recorded (epoch ms); null until a first video. */
  latest_video_at: number | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  user_id: string | null;
  action: string;
  target: string;
  created_at: number;
}

/** A background job of the database queue (ports/queue/db-queue.ts). */
export interface JobsTable {
  /** Random, or the caller's dedupe key. */
  id: string;
  name: string;
  /** JSON text. */
  payload: string;
  status: 'pending' | 'running' | 'completed' | 'failed';
  /** Tries started so far; also fences a worker's writes to the try it claimed. */
  attempts: number;
  max_attempts: number;
  backoff_ms: number;
  run_at: number;
  locked_by: string | null;
  /** Lease: past this time a running job is taken over by another worker. */
  locked_until: number | null;
  last_error: string | null;
  created_at: number;
  finished_at: number | null;
}

/** A voice: stock (owner null, source `default`) or a user's own (source `my`). */
export interface VoicesTable {
  id: string;
  voice_tts_id: string;
  provider: string;
  model_name: string;
  owner_user_id: string | null;
  source: string;
  name: string;
  /** Lower-cased, accent-free name for sorting and search. */
  name_key: string;
  gender: string | null;
  age_group: string | null;
  language: string | null;
  speed: number;
  local_spec: string | null;
  sample_key: string | null;
  /** 1 processing, 2 ready, 3 failed, 4 timed out (clone processStatus). */
  process_status: number;
  sort_order: number;
  created_at: number;
  updated_at: number;
  /** Set when the owner deletes the voice; hidden from lists, kept for earlier videos. */
  deleted_at: number | null;
  /** JSON of the sample's waveform peaks (0-100); null until computed, `[]` if undecodable. */
  peaks: string | null;
}

/** An actor: stock (owner null) or a user's own actor template. */
export interface ActorsTable {
  id: string;
  model_id: string;
  owner_user_id: string | null;
  source: string;
  name: string;
  name_key: string;
  gender: string;
  age_group: string;
  skin_tone: string | null;
  situation: string | null;
  /** JSON array of strings. */
  tags: string;
  /** JSON of the stored actor spec (see features/actors/actor-spec.ts). */
  spec: string;
  is_hd: number;
  is_pro: number;
  is_exclusive_pro: number;
  is_free_speech: number;
  generate_type: number;
  generate_status: number;
  sort_order: number;
  use_count: number;
  image_key: string | null;
  /** JSON of image_key's thumbnail keys by width (migration 0021); null until made. */
  image_thumbs: string | null;
  /** When the making of an own actor last started (migration 0022); null while it waits. */
  work_started_at: number | null;
  video_key: string | null;
  compressed_video_key: string | null;
  default_voice_id: string | null;
  created_at: number;
  updated_at: number;
  /** Own actors: the confirmed upload the actor is made from. */
  source_upload_id: string | null;
  /** Own actors: JSON of the dialog's crop (photo box or video points), null for none. */
  source_crop: string | null;
  /** Own actors: why making it failed (an ActorFailureReason), null unless failed. */
  fail_reason: string | null;
}

export interface ActorLanguagesTable {
  actor_id: string;
  language: string;
}

export interface ActorFavoritesTable {
  user_id: string;
  actor_id: string;
  created_at: number;
}

export interface VoiceStarsTable {
  user_id: string;
  voice_id: string;
  created_at: number;
}

export interface VoiceUsageTable {
  user_id: string;
  voice_id: string;
  used_at: number;
}

export interface ActorVoiceVerificationsTable {
  user_id: string;
  actor_id: string;
  voice_id: string;
  verified_at: number;
}

/** Cached speech; `cache_key` hashes text, actor, voice and the settings that matter. */
export interface TtsAudiosTable {
  id: string;
  cache_key: string;
  voice_id: string;
  actor_id: string | null;
  text: string;
  /** JSON of the voice settings used. */
  settings: string;
  provider: string;
  model_name: string;
  name: string;
  audio_key: string;
  duration_ms: number;
  /** JSON SpeechTimeline. */
  timeline: string;
  created_by: string | null;
  created_at: number;
  /** Last handed out from the cache (null before the first hit: created_at stands in). */
  used_at: number | null;
}

/** A talking-actor video of a project; video_status 1 in progress, 2 finished, 3 failed. */
export interface VideosTable {
  id: string;
  task_id: string;
  workspace_id: string;
  project_id: string;
  user_id: string;
  actor_id: string;
  actor_name: string;
  actor_model_id: string;
  voice_id: string;
  /** JSON of the voice settings asked for. */
  voice_settings: string;
  voice_model_name: string | null;
  scene_id: string | null;
  input_text: string;
  video_status: number;
  video_key: string | null;
  compressed_video_key: string | null;
  poster_key: string | null;
  /** JSON of poster_key's thumbnail keys by width (migration 0021); null until made. */
  poster_thumbs: string | null;
  srt_key: string | null;
  burn_captions: number;
  tts_audio_id: string | null;
  duration_ms: number | null;
  error: string | null;
  retries: number;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
  /** When the video last entered "in progress" (created or retried): its place in the line. */
  queued_at: number | null;
  /** The render job that took this video (features/videos/render-scheduler.ts). */
  render_job: string | null;
  /** When that job took it; a user's latest one orders users fairly. */
  render_started_at: number | null;
  /** 0-100 as the render reports it (migration 0022); null until a render takes the video. */
  render_progress: number | null;
  /** Public API only (migration 0027): the caller's title, and JSON of its string metadata. */
  title: Generated<string | null>;
  metadata: Generated<string | null>;
  /** JSON of the picture it renders with (migration 0028); null on older rows (9:16 720p). */
  picture: Generated<string | null>;
  /** Multi-scene videos (migration 0030): JSON StoredScene[] and cut|fade; null for one script. */
  scenes: Generated<string | null>;
  transition: Generated<string | null>;
}

/** A finished scene of a multi-scene video still rendering (migration 0031): resume point. */
export interface VideoScenePartsTable {
  video_id: string;
  scene_index: number;
  video_key: string;
  compressed_key: string;
  poster_key: string;
  srt_key: string;
  duration_ms: number;
  tts_audio_id: string | null;
  created_at: number;
}

/** A file a user uploads through a presigned PUT, judged by its content on confirm. */
export interface UploadsTable {
  id: string;
  user_id: string;
  kind: string;
  file_name: string;
  declared_size: number;
  incoming_key: string;
  put_expires_at: number;
  /** pending | confirmed */
  status: string;
  file_key: string | null;
  format: string | null;
  file_size: number | null;
  duration_ms: number | null;
  width: number | null;
  height: number | null;
  created_at: number;
  confirmed_at: number | null;
  used_at: number | null;
  /** A video's render-ready copy (features/uploads/prepare-video-job.ts), once made. */
  render_key: string | null;
}

/** A queued clone, voice match or extraction making one own voice. */
export interface CloneTasksTable {
  id: string;
  user_id: string;
  voice_id: string;
  provider: string;
  /** audio | video */
  source: string;
  upload_id: string;
  /** 1 processing, 2 success, 3 failed, 4 timeout */
  status: number;
  error: string | null;
  deadline_at: number;
  created_at: number;
  updated_at: number;
  /** When a worker started on it (migration 0022); null while it waits in the queue. */
  started_at: number | null;
}

/** One finished piece of work and how long it took (migration 0022): estimates come from these. */
export interface WorkTimingsTable {
  id: string;
  /** video | photo-actor | video-actor | clone */
  kind: string;
  /** Its size: a video's script characters; 1 for an actor or a clone. */
  input_units: number;
  /** Seconds of video made, when the work makes one. */
  media_seconds: number | null;
  work_ms: number;
  finished_at: number;
}

/** A reseller account (issue 10); subscription_time is the delivery hour 1-24. */
export interface AgentsTable {
  id: string;
  name: string;
  avatar: Generated<string>;
  intro: Generated<string>;
  workflow: Generated<string>;
  /** The agent's HTTPS endpoint receiving deliveries; '' until set. */
  workflow_address: Generated<string>;
  subscription_time: Generated<number>;
  /** Videos delivered per day; 0 delivers none. */
  subscription_frequency: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** Who manages which agent. */
export interface AgentAdminsTable {
  agent_id: string;
  user_id: string;
  created_at: number;
}

/** Per agent: the key that signs its workflow deliveries and the last daily window opened. */
export interface AgentWorkflowStateTable {
  agent_id: string;
  signing_secret: string;
  /** The subscription slot (epoch ms on the hour) of the last window opened; null before any. */
  window_at: number | null;
  created_at: number;
}

/** One webhook delivery to an agent's workflow address (a finished video or a test). */
export interface AgentWorkflowDeliveriesTable {
  id: string;
  agent_id: string;
  /** video | test */
  kind: string;
  video_id: string | null;
  /** pending | sending | retrying | delivered | failed */
  status: string;
  attempts: number;
  http_status: number | null;
  error: string | null;
  /** When the next try is due; while sending, when the claim lapses. */
  next_attempt_at: number | null;
  delivered_at: number | null;
  created_at: number;
  updated_at: number;
}

/** Moves on every write to a workspace's projects (kept by triggers, see 0017-tree-versions). */
export interface TreeVersionsTable {
  workspace_id: string;
  version: Generated<number>;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  email_sessions: EmailSessionsTable;
  login_codes: LoginCodesTable;
  invitation_codes: InvitationCodesTable;
  waitlist: WaitlistTable;
  rate_limits: RateLimitsTable;
  rsa_keys: RsaKeysTable;
  oauth_states: OauthStatesTable;
  oauth_handoffs: OauthHandoffsTable;
  workspaces: WorkspacesTable;
  workspace_members: WorkspaceMembersTable;
  member_invitations: MemberInvitationsTable;
  folders: FoldersTable;
  projects: ProjectsTable;
  jobs: JobsTable;
  voices: VoicesTable;
  actors: ActorsTable;
  actor_languages: ActorLanguagesTable;
  actor_favorites: ActorFavoritesTable;
  voice_stars: VoiceStarsTable;
  voice_usage: VoiceUsageTable;
  actor_voice_verifications: ActorVoiceVerificationsTable;
  tts_audios: TtsAudiosTable;
  videos: VideosTable;
  video_scene_parts: VideoScenePartsTable;
  uploads: UploadsTable;
  clone_tasks: CloneTasksTable;
  agents: AgentsTable;
  agent_admins: AgentAdminsTable;
  agent_workflow_state: AgentWorkflowStateTable;
  agent_workflow_deliveries: AgentWorkflowDeliveriesTable;
  tree_versions: TreeVersionsTable;
  client_events: ClientEventsTable;
  work_timings: WorkTimingsTable;
  api_keys: ApiKeysTable;
  idempotency_records: IdempotencyRecordsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_messages: WebhookMessagesTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  brand_kits: BrandKitsTable;
  templates: TemplatesTable;
  batches: BatchesTable;
  batch_rows: BatchRowsTable;
}

/** Analytics events the web app reported (POST /events); see migration 0016. */
export interface ClientEventsTable {
  id: string;
  user_id: string;
  name: string;
  props: string;
  occurred_at: number;
  received_at: number;
}

/** Keys of the public API (issue 25); see migration 0023. */
export interface ApiKeysTable {
  id: string;
  workspace_id: string;
  created_by: string;
  /** Set for an agent key: it may also act for that agent's sub-users. */
  agent_id: string | null;
  name: string;
  /** 'read' | 'write' */
  scope: string;
  /** The secret's first API_KEY_SHOWN_PREFIX_LENGTH characters, shown in lists. */
  prefix: string;
  /** Hex SHA-256 of the whole secret. */
  secret_hash: string;
  created_at: number;
  expires_at: number | null;
  revoked_at: number | null;
  last_used_at: number | null;
  last_used_ip: string | null;
}

/** First answers of public API POSTs by Idempotency-Key (issue 25); see migration 0024. */
export interface IdempotencyRecordsTable {
  api_key_id: string;
  idempotency_key: string;
  request_hash: string;
  /** Null while the first call is still running. */
  reply_status: number | null;
  reply_body: string | null;
  created_at: number;
  expires_at: number;
}

/** A workspace's webhook endpoint (issue 25); see migration 0025. */
export interface WebhookEndpointsTable {
  id: string;
  workspace_id: string;
  created_by: string | null;
  url: string;
  description: string | null;
  /** JSON array of event types. */
  events: string;
  enabled: number;
  /** 'failing' when the server disabled it. */
  disabled_reason: string | null;
  secret: string;
  previous_secret: string | null;
  previous_secret_until: number | null;
  /** The first failed attempt since the last success. */
  failing_since: number | null;
  created_at: number;
  updated_at: number;
}

/** One event for one endpoint: the body every delivery of it sends. */
export interface WebhookMessagesTable {
  id: string;
  endpoint_id: string;
  event_type: string;
  body: string;
  created_at: number;
}

/** One sending of a message (the first, or a resend) with its tries. */
export interface WebhookDeliveriesTable {
  id: string;
  message_id: string;
  endpoint_id: string;
  /** event | test | resend */
  kind: string;
  /** pending | sending | retrying | succeeded | failed */
  status: string;
  attempts: number;
  /** When the next try is due; while sending, when the claim lapses. */
  next_attempt_at: number | null;
  created_at: number;
  updated_at: number;
}

/** One try of a delivery, as the delivery log shows it. */
export interface WebhookAttemptsTable {
  id: string;
  delivery_id: string;
  attempt: number;
  at: number;
  status_code: number | null;
  duration_ms: number;
  response_excerpt: string;
  error: string | null;
}

/** A workspace's brand kit (issue 26); see migration 0029. No row: the default kit. */
export interface BrandKitsTable {
  workspace_id: string;
  logo_key: string | null;
  /** top-left | top-right | bottom-left | bottom-right */
  logo_corner: string;
  logo_size: number;
  logo_opacity: number;
  /** JSON array of #rrggbb */
  colors: string;
  /** JSON of the contract's CaptionStyle */
  caption_style: string;
  updated_by: string | null;
  updated_at: number;
}

/** Templates of a workspace (issue 28, migration 0032); body is the JSON of a task. */
export interface TemplatesTable {
  id: string;
  workspace_id: string;
  name: string;
  body: string;
  created_by: string | null;
  created_at: number;
  updated_at: number;
}

/** Personalised batches (issue 28, migration 0033). */
export interface BatchesTable {
  id: string;
  workspace_id: string;
  user_id: string;
  template_id: string | null;
  project_id: string;
  name: string;
  /** running | paused | cancelled | done */
  status: string;
  columns: string;
  problems: string;
  skip_verified_pairs: Generated<number>;
  feed_round: Generated<number>;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
}

export interface BatchRowsTable {
  batch_id: string;
  row_index: number;
  name: string;
  cells: string;
  task: string | null;
  /** pending | feeding | queued | done | failed | skipped | cancelled */
  status: string;
  video_id: string | null;
  error: string | null;
  updated_at: number;
}
