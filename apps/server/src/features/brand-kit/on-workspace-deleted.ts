import type { Transaction } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../ports/db/schema';
import type { AfterCommit } from '../tree/after-commit';
import { brandPrefix } from './store-logo';

/**
 * Drops the kit of a workspace being deleted (the row would also go by its foreign key) and,
 * once the deletion commits, its logo files. Called from the workspace deletion hook.
 */
export async function deleteBrandKitOfWorkspace(
  event: AfterCommit & { ctx: AppContext; trx: Transaction<Database>; workspaceId: string },
) {
  await event.trx.deleteFrom('brand_kits').where('workspace_id', '=', event.workspaceId).execute();
  event.afterCommit(async () => {
    await event.ctx.storage.deletePrefix(brandPrefix(event.workspaceId));
  });
}
