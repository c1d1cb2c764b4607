import { useSessionStore } from '../../state/useSessionStore';
import { switchWorkspace } from './workspacesApi';

const inflight = new Map<string, Promise<void>>();

/** Records that the server's current workspace is now `id` (the profile's latest workspace). */
export function noteServerWorkspace(id: string) {
  const { account, setAccount } = useSessionStore.getState();
  if (account && account.latestModifiedWorkspace.id !== id) {
    setAccount({ ...account, latestModifiedWorkspace: { id } });
  }
}

/**
 * Makes `id` the server's current workspace, which members calls act on. Concurrent requests
 * for the same id share one call (the product switch and the members page may both ask).
 */
export function switchServerWorkspace(id: string): Promise<void> {
  const pending = inflight.get(id);
  if (pending) return pending;
  const call = switchWorkspace(id)
    .then(() => noteServerWorkspace(id))
    .finally(() => inflight.delete(id));
  inflight.set(id, call);
  return call;
}
