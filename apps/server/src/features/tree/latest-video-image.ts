import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../ports/db/schema';

/**
 * Records a new video image as its project's thumbnail. The folder list shows the most recently
 * recorded image of each folder, so the video feature should call this rather than set the key.
 */
export async function recordLatestVideoImage(
  db: Kysely<Database> | Transaction<Database>,
  projectId: string,
  imageKey: string,
  at: number,
): Promise<void> {
  await db
    .updateTable('projects')
    .set({ latest_video_image_key: imageKey, latest_video_at: at })
    .where('id', '=', projectId)
    .execute();
}
