import type { Transaction } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../ports/db/schema';
import { deleteBrandKitOfWorkspace } from '../brand-kit/on-workspace-deleted';
import type { AfterCommit } from '../tree/after-commit';
import { deleteVideosOfWorkspace } from '../videos/on-deleted';

export interface WorkspaceDeleted extends AfterCommit {
  ctx: AppContext;
  trx: Transaction<Database>;
  workspaceId: string;
}

/**
 * Runs inside the transaction that deletes a workspace, before its projects, folders and
 * memberships go. The video feature extends it to drop the workspace's videos and queue their
 * stored files with `afterCommit`; the brand kit drops its row and, after the commit, its logo. (Deleting a single project calls `onProjectsDeleted` instead.)
 */
export async function onWorkspaceDeleted(event: WorkspaceDeleted): Promise<void> {
  await deleteVideosOfWorkspace(event);
  await deleteBrandKitOfWorkspace(event);
}
