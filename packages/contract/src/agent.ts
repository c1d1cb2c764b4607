import { z } from 'zod';
import { EMAIL_PATTERN } from './access-constants';
import { actorItem } from './actors';
import { Message } from './errors';
import { CONTROL_OR_BIDI, optString, reqArray, reqNumber, reqString } from './fields';
import {
  AGENT_COMPANY_MAX_CHARS,
  AGENT_TITLE_MAX_CHARS,
  AGENT_USER_PAGE_SIZE,
  AGENT_USER_PAGE_SIZE_MAX,
  AGENT_USERNAME_MAX_CHARS,
  AGENT_USERNAME_MIN_CHARS,
  SUBSCRIPTION_FREQUENCY_MAX,
  SUBSCRIPTION_TIME_MAX,
  SUBSCRIPTION_TIME_MIN,
  SUBSCRIPTION_TYPE_VIDEO,
  WORKFLOW_ADDRESS_MAX_CHARS,
  WORKFLOW_NAME_MAX_CHARS,
} from './limits';
import { myVoiceTemplate, pageSizeOr } from './voices';
import { optionalIdInput, pageInput } from './workspaces';

// ---- The agent area (issue 10, creation.md §3, §5, §7 Agent): snake_case on the wire ----

/** isAgent of an agent user: 1 enabled, 0 disabled by its agent. */
export const AgentUserStatus = { DISABLED: 0, ENABLED: 1 } as const;
/** appState of an agent user: 1 once they have signed in (verified), else 0. */
export const AgentUserAppState = { UNVERIFIED: 0, VERIFIED: 1 } as const;
export const AGENT_USER_SEARCH_TYPES = ['name', 'user_id', 'email'] as const;
export type AgentUserSearchType = (typeof AGENT_USER_SEARCH_TYPES)[number];
export const AGENT_USER_GENDERS = ['male', 'female'] as const;

/**
 * Field-level messages of the agent forms (creation.md §5 gives no wording). A refused form comes
 * back as 1001 whose message is the first failure and whose `data.fields` maps every failing field
 * (wire name) to its message.
 */
export const AgentMessage = {
  AGENT_ID_REQUIRED: Message.AGENT_ID_REQUIRED,
  USER_ID_REQUIRED: 'User id is required',
  USERNAME: `Username must be ${AGENT_USERNAME_MIN_CHARS} to ${AGENT_USERNAME_MAX_CHARS} characters`,
  USERNAME_CONTROL: 'Username cannot contain control characters',
  GENDER: 'Please choose male or female',
  EMAIL: Message.INVALID_EMAIL,
  EMAIL_EXISTS: Message.EMAIL_EXISTS,
  COMPANY: `Company must be 1 to ${AGENT_COMPANY_MAX_CHARS} characters`,
  TITLE: `Personal title must be 1 to ${AGENT_TITLE_MAX_CHARS} characters`,
  CONTROL: 'Text cannot contain control characters',
  SEARCH_TYPE: 'Search type must be name, user_id or email',
  SEARCH_VALUE: 'Search text is too long',
  DATE: 'Dates must be written YYYY-MM-DD',
  DATE_ORDER: 'The start date must not be after the end date',
  ACTOR_NAME: 'Please input actor name',
  VOICE_NAME: 'Please input voice name',
  VOICE_ID: 'Please input voice id',
  ACTOR_ID_REQUIRED: 'Actor id is required',
  WORKFLOW_REQUIRED: 'Please input the workflow name',
  WORKFLOW_TOO_LONG: `Workflow name must be at most ${WORKFLOW_NAME_MAX_CHARS} characters`,
  WORKFLOW_ADDRESS_REQUIRED: 'Please input the workflow address',
  WORKFLOW_ADDRESS_HTTPS: 'The workflow address must be an https:// URL',
  WORKFLOW_ADDRESS_PUBLIC:
    'The workflow address must be a public address (not localhost or a private network)',
  SUBSCRIPTION_TIME: `Subscription time must be a whole hour from ${SUBSCRIPTION_TIME_MIN} to ${SUBSCRIPTION_TIME_MAX}`,
  SUBSCRIPTION_FREQUENCY: 'Subscription frequency must contain digits only',
  SUBSCRIPTION_FREQUENCY_MAX: `Subscription frequency must be at most ${SUBSCRIPTION_FREQUENCY_MAX}`,
  SUBSCRIPTION_TYPE: 'Subscription type must be 1 (video)',
  NOT_AGENT_ADMIN: 'You do not manage this agent',
  NOT_AGENT_USER: 'This user does not belong to this agent',
  SAVED: 'success',
} as const;

/** The 1001 reply data of a refused agent form. */
export interface AgentFieldErrors {
  fields: Record<string, string>;
}

const requiredId = (message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, message).max(100, message));

const agentIdInput = requiredId(AgentMessage.AGENT_ID_REQUIRED);
const userIdInput = requiredId(AgentMessage.USER_ID_REQUIRED);

const boundedText = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, message)
    .refine((v) => !CONTROL_OR_BIDI.test(v), AgentMessage.CONTROL);

const usernameInput = boundedText(
  AGENT_USERNAME_MIN_CHARS,
  AGENT_USERNAME_MAX_CHARS,
  AgentMessage.USERNAME,
);
const genderInput = z.enum(AGENT_USER_GENDERS, { error: AgentMessage.GENDER });
const agentEmailInput = z
  .string({ error: AgentMessage.EMAIL })
  .trim()
  .min(1, AgentMessage.EMAIL)
  .max(254, AgentMessage.EMAIL)
  .regex(EMAIL_PATTERN, AgentMessage.EMAIL)
  .transform((v) => v.toLowerCase());
const companyInput = boundedText(1, AGENT_COMPANY_MAX_CHARS, AgentMessage.COMPANY);
const titleInput = boundedText(1, AGENT_TITLE_MAX_CHARS, AgentMessage.TITLE);

/** YYYY-MM-DD (a real calendar day), or empty / absent for "no bound". */
const dateInput = z
  .string({ error: AgentMessage.DATE })
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isCalendarDate(v), AgentMessage.DATE);

export function isCalendarDate(v: string): boolean {
  if (!/^\d{4}-\d\d-\d\d$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

// ---- GET /agent/list ----
export const agentItem = z.object({
  id: reqString('ID'),
  name: reqString('Name'),
  avatar: z.string({ error: 'Avatar must be a string' }),
  intro: z.string({ error: 'Intro must be a string' }),
});
export const agentListReply = z.object({ agents: reqArray('Agents', agentItem) });

// ---- GET /agent/detail/{id} ----
export const agentDetailRequest = z.object({ id: agentIdInput });
/** Agent detail (creation.md §3), with the agent's name, avatar and intro for the header. */
export const agentDetailReply = z.object({
  id: reqString('ID'),
  name: reqString('Name'),
  avatar: z.string({ error: 'Avatar must be a string' }),
  intro: z.string({ error: 'Intro must be a string' }),
  workflow: z.string({ error: 'Workflow must be a string' }),
  workflow_address: z.string({ error: 'Workflow address must be a string' }),
  subscription_time: reqNumber('Subscription time'),
  subscription_frequency: reqNumber('Subscription frequency'),
});

// ---- Agent users ----
/** Agent user (creation.md §3); list entries and the detail share it. */
export const agentUserItem = z.object({
  id: reqString('ID'),
  username: reqString('Username'),
  gender: optString('Gender'),
  email: reqString('Email'),
  company: optString('Company'),
  personal_title: optString('Personal title'),
  created_at: reqString('Created at'),
  app_state: reqNumber('App state'),
  is_agent: reqNumber('Is agent'),
});

/** POST /agent/users */
export const agentUsersRequest = z
  .object({
    page: pageInput(),
    page_size: pageSizeOr(AGENT_USER_PAGE_SIZE).pipe(
      z
        .number()
        .max(AGENT_USER_PAGE_SIZE_MAX, `Page size must be at most ${AGENT_USER_PAGE_SIZE_MAX}`),
    ),
    agent_id: agentIdInput,
    type: z
      .enum(AGENT_USER_SEARCH_TYPES, { error: AgentMessage.SEARCH_TYPE })
      .nullish()
      .transform((v) => v ?? 'name'),
    value: z
      .string({ error: AgentMessage.SEARCH_VALUE })
      .trim()
      .max(254, AgentMessage.SEARCH_VALUE)
      .nullish()
      .transform((v) => v ?? ''),
    start_datetime: dateInput,
    end_datetime: dateInput,
  })
  .refine((v) => !v.start_datetime || !v.end_datetime || v.start_datetime <= v.end_datetime, {
    message: AgentMessage.DATE_ORDER,
    path: ['end_datetime'],
  });
export const agentUsersReply = z.object({
  users: reqArray('Users', agentUserItem),
  total: reqNumber('Total'),
  current_page: reqNumber('Current page'),
  page_size: reqNumber('Page size'),
  total_pages: reqNumber('Total pages'),
});

/** POST /agent/user/create → the new agent user. */
export const createAgentUserRequest = z.object({
  agent_id: agentIdInput,
  username: usernameInput,
  gender: genderInput,
  email: agentEmailInput,
  company: companyInput,
  personal_title: titleInput,
});
export const agentUserReply = agentUserItem;

/** POST /agent/user/update (e-mail, id and creation time are read-only) → the agent user. */
export const updateAgentUserRequest = z.object({
  agent_id: agentIdInput,
  user_id: userIdInput,
  username: usernameInput,
  gender: genderInput,
  company: companyInput,
  personal_title: titleInput,
});

/** POST /agent/user/detail, /agent/user/delete, /agent/user/toggle-status */
export const agentUserRequest = z.object({ agent_id: agentIdInput, user_id: userIdInput });
export const agentUserIdReply = z.object({ user_id: reqString('User ID') });
/** toggle-status also says the state it left the user in (is_agent 1 enabled, 0 disabled). */
export const toggleAgentUserReply = z.object({
  user_id: reqString('User ID'),
  is_agent: reqNumber('Is agent'),
});

/**
 * POST /agent/user/actor-detail: the spec sends user_id only; agent_id is accepted too and, when
 * given, must be the user's agent.
 */
export const agentUserActorDetailRequest = z.object({
  user_id: userIdInput,
  agent_id: optionalIdInput('Agent ID'),
});
/** Agent actor (creation.md §3): id, name, audio {id, name, audio_url}, besides the actor item. */
export const agentActorItem = actorItem.extend({
  audio: z
    .object({ id: reqString('ID'), name: reqString('Name'), audio_url: optString('Audio URL') })
    .nullable(),
});
export const agentUserActorDetailReply = z.object({
  actors: reqArray('Actors', agentActorItem),
  audios: reqArray('Audios', myVoiceTemplate),
});

/**
 * POST /agent/user/save-actor-info: renames the sub-user's actor, makes voice_id its voice and
 * renames that voice. voice_url is the chosen voice's sample address (informational).
 */
export const saveAgentActorInfoRequest = z.object({
  agent_id: optionalIdInput('Agent ID'),
  user_id: optionalIdInput('User ID'),
  actor_id: requiredId(AgentMessage.ACTOR_ID_REQUIRED),
  actor_name: boundedText(1, 50, AgentMessage.ACTOR_NAME),
  voice_id: requiredId(AgentMessage.VOICE_ID),
  voice_name: boundedText(1, 100, AgentMessage.VOICE_NAME),
  voice_url: z.string({ error: 'Voice url must be a string' }).max(2000).nullish(),
});
export const saveAgentActorInfoReply = z.object({ message: reqString('Message') });

// ---- Workflow and subscription ----
/** Digits only (creation.md §5); numbers from clients that already parsed it are accepted. */
const frequencyInput = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, AgentMessage.SUBSCRIPTION_FREQUENCY)], {
    error: AgentMessage.SUBSCRIPTION_FREQUENCY,
  })
  .transform((v) => Number(v))
  .pipe(
    z
      .number()
      .int(AgentMessage.SUBSCRIPTION_FREQUENCY)
      .min(0, AgentMessage.SUBSCRIPTION_FREQUENCY)
      .max(SUBSCRIPTION_FREQUENCY_MAX, AgentMessage.SUBSCRIPTION_FREQUENCY_MAX),
  );

/** POST /agent/set-subscription → the agent detail. */
export const setSubscriptionRequest = z.object({
  type: z.union([z.literal(SUBSCRIPTION_TYPE_VIDEO), z.literal(String(SUBSCRIPTION_TYPE_VIDEO))], {
    error: AgentMessage.SUBSCRIPTION_TYPE,
  }),
  agent_id: agentIdInput,
  subscription_time: z
    .union([z.number(), z.string().trim().regex(/^\d+$/, AgentMessage.SUBSCRIPTION_TIME)], {
      error: AgentMessage.SUBSCRIPTION_TIME,
    })
    .transform((v) => Number(v))
    .pipe(
      z
        .number()
        .int(AgentMessage.SUBSCRIPTION_TIME)
        .min(SUBSCRIPTION_TIME_MIN, AgentMessage.SUBSCRIPTION_TIME)
        .max(SUBSCRIPTION_TIME_MAX, AgentMessage.SUBSCRIPTION_TIME),
    ),
  subscription_frequency: frequencyInput,
});

/**
 * An https:// URL with a host. The server also refuses, on save and on every delivery, an address
 * that is or resolves to a private one (WORKFLOW_ADDRESS_PUBLIC); a browser cannot judge that.
 */
export function isHttpsUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return u.protocol === 'https:' && u.hostname !== '' && !u.username && !u.password;
  } catch {
    return false;
  }
}

/** POST /agent/set-workflow → the agent detail. Both fields are required (creation.md §5). */
export const setWorkflowRequest = z.object({
  workflow: z
    .string({ error: AgentMessage.WORKFLOW_REQUIRED })
    .trim()
    .min(1, AgentMessage.WORKFLOW_REQUIRED)
    .max(WORKFLOW_NAME_MAX_CHARS, AgentMessage.WORKFLOW_TOO_LONG)
    .refine((v) => !CONTROL_OR_BIDI.test(v), AgentMessage.CONTROL),
  agent_id: agentIdInput,
  workflow_address: z
    .string({ error: AgentMessage.WORKFLOW_ADDRESS_REQUIRED })
    .trim()
    .min(1, AgentMessage.WORKFLOW_ADDRESS_REQUIRED)
    .max(WORKFLOW_ADDRESS_MAX_CHARS, AgentMessage.WORKFLOW_ADDRESS_HTTPS)
    .refine(isHttpsUrl, AgentMessage.WORKFLOW_ADDRESS_HTTPS),
});

export type AgentItem = z.output<typeof agentItem>;
export type AgentDetail = z.output<typeof agentDetailReply>;
export type AgentUserItem = z.output<typeof agentUserItem>;
export type AgentActorItem = z.output<typeof agentActorItem>;
