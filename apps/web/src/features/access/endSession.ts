import { clearQueryCache } from '../../app/queryCache';
import { resetUserState } from '../../state/userStateReset';
import { logout } from './accessApi';

/** Revokes the session on the server, then clears all stored user state (core.md §4 logout). */
export async function endSession(): Promise<void> {
  try {
    await logout();
  } catch {
    // An expired or already revoked token is as good as logged out.
  }
  resetUserState();
  clearQueryCache();
}
