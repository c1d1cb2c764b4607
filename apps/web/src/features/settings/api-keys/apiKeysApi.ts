import {
  type ApiKeyScope,
  type Camelize,
  createApiKeyReply,
  listApiKeysReply,
  revokeApiKeyReply,
} from '@talkreel/contract';
import type { z } from 'zod';
import { callApi } from '../../../api/client';

/** Issue 25 API key management calls of the settings page (snake_case on the wire). */

export type ApiKey = Camelize<z.output<typeof listApiKeysReply>>['list'][number];

export interface NewApiKey {
  name: string;
  scope: ApiKeyScope;
  /** Epoch ms, or null for a key that never expires. */
  expiresAt: number | null;
  /** An agent key of `agentId` (or of the caller's one agent when null). */
  agent: boolean;
  agentId: string | null;
}

export const listApiKeys = (workspaceId: string) =>
  callApi('/api-keys/list', {
    method: 'POST',
    body: { workspace_id: workspaceId },
    reply: listApiKeysReply,
  }).then((reply) => reply.list);

export const createApiKey = (workspaceId: string, key: NewApiKey) =>
  callApi('/api-keys/create', {
    method: 'POST',
    body: {
      workspace_id: workspaceId,
      name: key.name,
      scope: key.scope,
      expires_at: key.expiresAt,
      agent: key.agent,
      agent_id: key.agent ? key.agentId : null,
    },
    reply: createApiKeyReply,
  });

export const revokeApiKey = (workspaceId: string, id: string) =>
  callApi('/api-keys/revoke', {
    method: 'POST',
    body: { workspace_id: workspaceId, id },
    reply: revokeApiKeyReply,
  });
