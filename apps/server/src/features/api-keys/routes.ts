import {
  createApiKeyReply,
  createApiKeyRequest,
  listApiKeysReply,
  listApiKeysRequest,
  revokeApiKeyReply,
  revokeApiKeyRequest,
} from '@talkreel/contract';
import { type AnyRoute, userRoute } from '../../http/route';
import { createApiKey } from './create-api-key';
import { listApiKeys } from './list-api-keys';
import { revokeApiKey } from './revoke-api-key';

const tag = 'api-keys';

/** Settings → API keys (issue 25): the workspace owner's and admins' management calls. */
export const apiKeyRoutes: AnyRoute[] = [
  userRoute({
    method: 'POST',
    url: '/api-keys/list',
    tag,
    summary: "The workspace's API keys, revoked ones included (owner and admins)",
    input: listApiKeysRequest,
    reply: listApiKeysReply,
    handler: ({ ctx, user, input }) => listApiKeys(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/api-keys/create',
    tag,
    summary: 'Create an API key; the reply shows its secret once (owner and admins)',
    input: createApiKeyRequest,
    reply: createApiKeyReply,
    handler: ({ ctx, user, input }) => createApiKey(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/api-keys/revoke',
    tag,
    summary: 'Revoke an API key: its next call is refused (owner and admins)',
    input: revokeApiKeyRequest,
    reply: revokeApiKeyReply,
    handler: ({ ctx, user, input }) => revokeApiKey(ctx, user, input),
  }),
];
