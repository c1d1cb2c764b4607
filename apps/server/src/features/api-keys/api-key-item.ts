import type { ApiKeyItem, ApiKeyScope } from '@talkreel/contract';
import type { AppContext } from '../../app-context';

/** The key columns and its creator's, for the settings list. */
export function apiKeyRows(ctx: AppContext) {
  return ctx.db
    .selectFrom('api_keys')
    .innerJoin('users', 'users.id', 'api_keys.created_by')
    .select([
      'api_keys.id',
      'api_keys.workspace_id',
      'api_keys.name',
      'api_keys.prefix',
      'api_keys.scope',
      'api_keys.agent_id',
      'api_keys.created_by',
      'api_keys.created_at',
      'api_keys.last_used_at',
      'api_keys.last_used_ip',
      'api_keys.expires_at',
      'api_keys.revoked_at',
      'users.username as creator_name',
      'users.email as creator_email',
    ]);
}

export type ApiKeyRow = Awaited<
  ReturnType<ReturnType<typeof apiKeyRows>['executeTakeFirstOrThrow']>
>;

export function toApiKeyItem(row: ApiKeyRow): ApiKeyItem {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scope: row.scope as ApiKeyScope,
    agent: row.agent_id !== null,
    created_by: { id: row.created_by, name: row.creator_name, email: row.creator_email },
    created_at: row.created_at,
    last_used_at: row.last_used_at,
    last_used_ip: row.last_used_ip,
    expires_at: row.expires_at,
    revoked_at: row.revoked_at,
  };
}
