import { Code, RefusalReason } from '@talkreel/contract';
import type { ApiError } from './ApiError';

/**
 * Whether a refusal (an ApiError, or a reply envelope read by hand) is the 1003 of a signature
 * that matched no secret the server holds.
 */
export const signedWithStaleSecret = (refusal: { code?: unknown; data?: unknown }) =>
  refusal.code === Code.ACCESS_RESTRICTED &&
  (refusal.data as { reason?: unknown } | null | undefined)?.reason === RefusalReason.BAD_SIGNATURE;

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
