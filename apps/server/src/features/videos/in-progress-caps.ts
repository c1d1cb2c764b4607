import {
  Code,
  MAX_VIDEOS_IN_PROGRESS_PER_USER,
  MAX_VIDEOS_IN_PROGRESS_PER_WORKSPACE,
  VideoStatus,
  videosInProgressMessage,
} from '@talkreel/contract';
import type { Transaction } from 'kysely';
import { AppError } from '../../http/app-error';
import type { Db, DbKind } from '../../ports/db/connect';
import type { Database } from '../../ports/db/schema';

/** Videos a call would put in progress: whose they are and where. */
export interface VideosToStart {
  userId: string;
  workspaceId: string;
}

/**
 * Refuses (1011, "Slow Down") a call that would take any user or workspace past its cap of
 * videos in progress (status 1, waiting or rendering), counting the videos already in progress
 * plus the ones this call adds. A user counts the videos they made, whoever retries them.
 */
export async function assertInProgressCaps(
  db: Db | Transaction<Database>,
  adding: VideosToStart[],
) {
  const perUser = countBy(adding, (v) => v.userId);
  const perWorkspace = countBy(adding, (v) => v.workspaceId);
  for (const [userId, n] of perUser) {
    const inProgress = await countInProgress(db, 'user_id', userId);
    if (inProgress + n > MAX_VIDEOS_IN_PROGRESS_PER_USER)
      throw new AppError(Code.SLOW_DOWN, videosInProgressMessage('user', inProgress, n));
  }
  for (const [workspaceId, n] of perWorkspace) {
    const inProgress = await countInProgress(db, 'workspace_id', workspaceId);
    if (inProgress + n > MAX_VIDEOS_IN_PROGRESS_PER_WORKSPACE)
      throw new AppError(Code.SLOW_DOWN, videosInProgressMessage('workspace', inProgress, n));
  }
}

/**
 * Inside the transaction that writes the videos: serialises calls for the same users and
 * workspaces, so two concurrent batches cannot both count the room that only one of them has.
 * PostgreSQL locks the user and workspace rows (always users first, each in id order, so two
 * calls never wait on each other in a circle); SQLite runs one write transaction at a time.
 */
export async function lockCapScopes(
  trx: Transaction<Database>,
  dbKind: DbKind,
  adding: VideosToStart[],
) {
  if (dbKind !== 'postgres') return;
  const users = [...new Set(adding.map((v) => v.userId))].sort();
  const workspaces = [...new Set(adding.map((v) => v.workspaceId))].sort();
  for (const id of users)
    await trx.selectFrom('users').select('id').where('id', '=', id).forUpdate().execute();
  for (const id of workspaces)
    await trx.selectFrom('workspaces').select('id').where('id', '=', id).forUpdate().execute();
}

async function countInProgress(
  db: Db | Transaction<Database>,
  column: 'user_id' | 'workspace_id',
  id: string,
): Promise<number> {
  const row = await db
    .selectFrom('videos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(column, '=', id)
    .where('video_status', '=', VideoStatus.IN_PROGRESS)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function countBy<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}
