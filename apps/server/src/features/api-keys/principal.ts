import type { ApiKeyScope } from '@talkreel/contract';
import type { AuthUser } from '../../http/auth';

/**
 * Who is asking on the public API: an API key, acting in its one workspace with its creator's
 * rights there, or (an agent key with `Talkreel-On-Behalf-Of`) with one of its agent's sub-users'.
 */
export interface ApiPrincipal {
  keyId: string;
  scope: ApiKeyScope;
  workspaceId: string;
  /** The key's creator (sessionId `api-key:<keyId>`), or the sub-user acted for. */
  user: AuthUser;
  /** Set for an agent key. */
  agentId: string | null;
  /** The sub-user's id when the key acts on their behalf. */
  onBehalfOf: string | null;
}

/** The `sessionId` an API key's user carries, so logs and audits can tell it from a session. */
export const apiKeySessionId = (keyId: string) => `api-key:${keyId}`;
