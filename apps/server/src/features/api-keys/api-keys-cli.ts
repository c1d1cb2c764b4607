import { type ApiKeyItem, createApiKeyRequest } from '@talkreel/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { managedWorkspaces } from '../workspaces/policy';
import { createApiKey } from './create-api-key';
import { workspaceApiKeys } from './list-api-keys';
import { markRevoked } from './revoke-api-key';

export const apiKeysUsage = `  api-keys create --email OWNER_EMAIL [--workspace ID] [--scope read|write] [--name NAME] [--agent AGENT_ID]
                                    create a key (scope write unless given) acting as OWNER_EMAIL in
                                    their workspace (ID, else their current one they own or administer);
                                    prints the secret last
  api-keys list --email EMAIL [--workspace ID]
                                    keys of the workspaces EMAIL owns or administers, one per line
  api-keys revoke KEY_ID            revoke a key; its next call is refused`;

/** The value after `flag` in the arguments, if any. */
const option = (args: string[], flag: string) => {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
};

/**
 * The operator's `api-keys` commands (issue 25). A key is created through the same service as
 * Settings → API keys, as the account named by --email, so the same rules apply (owner or admin
 * of the workspace; an agent's admin for --agent). Returns false for an unknown verb.
 */
export async function apiKeysCommand(
  ctx: AppContext,
  verb: string | undefined,
  args: string[],
  print: (line: string) => void,
): Promise<boolean> {
  if (verb === 'create') {
    const user = await accountOf(ctx, option(args, '--email'));
    const workspaceId =
      option(args, '--workspace') ??
      (await managedWorkspaces(ctx, user.id, user.latestWorkspaceId))[0];
    if (!workspaceId) throw new Error(`${user.email} owns or administers no workspace`);
    const agentId = option(args, '--agent');
    const parsed = createApiKeyRequest.safeParse({
      workspace_id: workspaceId,
      name: option(args, '--name') ?? 'Admin CLI',
      scope: option(args, '--scope') ?? 'write',
      agent: agentId !== undefined,
      agent_id: agentId,
    });
    if (!parsed.success) throw new Error(z.prettifyError(parsed.error));
    const { key, secret } = await createApiKey(ctx, user, parsed.data);
    print(
      `API key "${key.name}" (${key.id}, ${key.scope}${key.agent ? ', agent' : ''}) created in workspace ${workspaceId} for ${user.email}: ${secret}`,
    );
    return true;
  }
  if (verb === 'list') {
    const user = await accountOf(ctx, option(args, '--email'));
    const only = option(args, '--workspace');
    const workspaces = (await managedWorkspaces(ctx, user.id, user.latestWorkspaceId)).filter(
      (w) => !only || w === only,
    );
    for (const workspaceId of workspaces) {
      for (const key of await workspaceApiKeys(ctx, workspaceId)) {
        print(keyLine(workspaceId, key, ctx.now()));
      }
    }
    return true;
  }
  if (verb === 'revoke' && args[0]) {
    await markRevoked(ctx, args[0]);
    print(`API key ${args[0]} revoked`);
    return true;
  }
  return false;
}

const iso = (ms: number | null) => (ms === null ? '-' : new Date(ms).toISOString());

/** id, workspace, name, prefix, scope, kind, creator, created, last used (time, address), expiry, state. */
function keyLine(workspaceId: string, k: ApiKeyItem, now: number): string {
  const state =
    k.revoked_at !== null
      ? 'revoked'
      : k.expires_at !== null && k.expires_at <= now
        ? 'expired'
        : 'active';
  return [
    k.id,
    workspaceId,
    k.name,
    k.prefix,
    k.scope,
    k.agent ? 'agent' : 'workspace',
    k.created_by.email,
    iso(k.created_at),
    iso(k.last_used_at),
    k.last_used_ip ?? '-',
    iso(k.expires_at),
    state,
  ].join('\t');
}

/** The account behind --email, as the services see a signed-in user. */
async function accountOf(ctx: AppContext, email: string | undefined): Promise<AuthUser> {
  if (!email) throw new Error('--email EMAIL is required');
  const row = await ctx.db
    .selectFrom('users')
    .select(['id', 'email', 'username', 'agent_admin', 'latest_workspace_id'])
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (!row) throw new Error(`no account with e-mail ${email}`);
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    agentAdmin: row.agent_admin === 1,
    latestWorkspaceId: row.latest_workspace_id,
    sessionId: 'admin-cli',
  };
}
