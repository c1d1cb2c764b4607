import { Code, RefusalReason } from '@talkreel/contract';
import type { ApiError } from './ApiError';

/** Whether a 1003 says the call's signature matched no secret the server holds. */
export const signedWithStaleSecret = (err: ApiError) =>
  err.code === Code.ACCESS_RESTRICTED &&
  (err.data as { reason?: unknown } | null)?.reason === RefusalReason.BAD_SIGNATURE;

/**
 * The workspace a 1003 names when the caller is no longer one of its members (the server sends
 * `data: { reason: 'not_member', workspace_id }`), else null: a missing right, a bad signature.
 */
export function notMemberWorkspaceId(err: ApiError): string | null {
  if (err.code !== Code.ACCESS_RESTRICTED) return null;
  const data = err.data as { reason?: unknown; workspace_id?: unknown } | null;
  if (data?.reason !== RefusalReason.NOT_MEMBER) return null;
  return typeof data.workspace_id === 'string' && data.workspace_id ? data.workspace_id : null;
}

type RemovalListener = (workspaceId: string) => void;
let removalListener: RemovalListener | null = null;

/**
 * The signed-in shell takes over "you were removed from this product" (its own message and a
 * switch to the user's own product); outside it the catalogue toast stands. One listener.
 */
export function onRemovedFromWorkspace(listener: RemovalListener): () => void {
  removalListener = listener;
  return () => {
    if (removalListener === listener) removalListener = null;
  };
}

/** Hands a not-member refusal to the shell; false when nothing listens. */
export function reportRemoval(err: ApiError): boolean {
  const workspaceId = notMemberWorkspaceId(err);
  if (!workspaceId || !removalListener) return false;
  removalListener(workspaceId);
  return true;
}
