import type { Transaction } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../ports/db/schema';
import { deleteVideosOfProjects } from '../videos/on-deleted';
import type { AfterCommit } from './after-commit';

export interface ProjectsDeleted extends AfterCommit {
  ctx: AppContext;
  trx: Transaction<Database>;
  workspaceId: string;
  projectIds: string[];
}

/**
 * Runs inside the transaction that deletes projects, before their rows go. The video feature
 * extends it to drop the projects' videos, and queues their stored files with `afterCommit`.
 */
export async function onProjectsDeleted(event: ProjectsDeleted): Promise<void> {
  await deleteVideosOfProjects(event);
}
