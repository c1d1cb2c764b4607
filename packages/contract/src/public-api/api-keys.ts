import { z } from 'zod';
import { createAgentUserRequest } from '../agent';
import { CONTROL_OR_BIDI, idInput, reqBoolean, reqNumber, reqString } from '../fields';
import { API_KEY_SCOPES } from './constants';
import { pageQuery } from './page';

// ---- API keys (issue 25): the web app's management calls, snake_case on the wire ----

export const API_KEY_NAME_MAX_CHARS = 100;

export const ApiKeyMessage = {
  NAME: `Key name must be 1 to ${API_KEY_NAME_MAX_CHARS} characters`,
  NAME_CONTROL: 'Key name cannot contain control characters',
  SCOPE: 'Scope must be read or write',
  EXPIRES_AT: 'Expiry must be a time in the future (epoch milliseconds)',
  AGENT: 'Agent must be true or false',
  AGENT_ID_REQUIRED: 'Choose which agent the key is for',
  KEY_NOT_FOUND: 'API key not found',
} as const;

const keyNameInput = z
  .string({ error: ApiKeyMessage.NAME })
  .trim()
  .min(1, ApiKeyMessage.NAME)
  .max(API_KEY_NAME_MAX_CHARS, ApiKeyMessage.NAME)
  .refine((v) => !CONTROL_OR_BIDI.test(v), ApiKeyMessage.NAME_CONTROL);

/** One key as the settings list shows it; times in epoch ms. The secret is never in it. */
export const apiKeyItem = z.object({
  id: reqString('ID'),
  name: reqString('Name'),
  prefix: reqString('Prefix'),
  scope: z.enum(API_KEY_SCOPES),
  agent: reqBoolean('Agent'),
  created_by: z.object({
    id: reqString('Creator ID'),
    name: z.string(),
    email: z.string(),
  }),
  created_at: reqNumber('Created at'),
  last_used_at: z.number().nullable(),
  last_used_ip: z.string().nullable(),
  expires_at: z.number().nullable(),
  revoked_at: z.number().nullable(),
});
export type ApiKeyItem = z.output<typeof apiKeyItem>;

/** POST /api-keys/list */
export const listApiKeysRequest = z.object({ workspace_id: idInput('Workspace ID') });
export const listApiKeysReply = z.object({ list: z.array(apiKeyItem) });

/**
 * POST /api-keys/create. `agent: true` makes an agent key of the agent the caller administers
 * (`agent_id` names it when they administer several).
 */
export const createApiKeyRequest = z.object({
  workspace_id: idInput('Workspace ID'),
  name: keyNameInput,
  scope: z.enum(API_KEY_SCOPES, { error: ApiKeyMessage.SCOPE }),
  expires_at: z
    .number({ error: ApiKeyMessage.EXPIRES_AT })
    .int(ApiKeyMessage.EXPIRES_AT)
    .positive(ApiKeyMessage.EXPIRES_AT)
    .nullish()
    .transform((v) => v ?? null),
  agent: z
    .boolean({ error: ApiKeyMessage.AGENT })
    .nullish()
    .transform((v) => v ?? false),
  agent_id: z
    .string({ error: ApiKeyMessage.AGENT_ID_REQUIRED })
    .trim()
    .max(100, ApiKeyMessage.AGENT_ID_REQUIRED)
    .nullish()
    .transform((v) => v || null),
});
/** The secret is in this reply only; the server keeps its SHA-256 and prefix. */
export const createApiKeyReply = z.object({ key: apiKeyItem, secret: reqString('Secret') });

/** POST /api-keys/revoke: effective on the key's next call. */
export const revokeApiKeyRequest = z.object({
  workspace_id: idInput('Workspace ID'),
  id: idInput('Key ID'),
});
export const revokeApiKeyReply = z.object({});

// ---- Agent keys on the public API: the agent's sub-users ----

/** A sub-user of the key's agent, as `GET /agent/users` lists it. */
export const publicAgentUser = z
  .object({
    id: z.string(),
    object: z.literal('agent_user'),
    username: z.string(),
    email: z.string(),
    gender: z.string().nullable(),
    company: z.string().nullable(),
    personal_title: z.string().nullable(),
    status: z.enum(['enabled', 'disabled']).describe('disabled: refused sign-in and API calls'),
    signed_in: z.boolean().describe('Whether the sub-user has signed in (their workspace exists)'),
    created_at: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'AgentUser' });
export type PublicAgentUser = z.infer<typeof publicAgentUser>;

export const publicListAgentUsersQuery = pageQuery.extend({
  email: z.string().trim().min(1).max(254).optional().describe('Part of the e-mail address'),
});

/** `POST /agent/users`: the web app's form without `agent_id` (the key names the agent). */
export const publicCreateAgentUserRequest = createAgentUserRequest.omit({ agent_id: true });

export const publicAgentUserParams = z.object({ id: z.string().min(1).max(100) });
