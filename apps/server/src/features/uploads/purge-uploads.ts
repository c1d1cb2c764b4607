import { UPLOAD_ABANDONED_MS, UPLOAD_URL_TTL_MS } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { UploadStatus } from './policy';

/**
 * Abandoned uploads go: never confirmed (or refused) a day after they were opened, confirmed but
 * taken by no call a day after confirmation, and taken ones once what took them is gone (the
 * actor deleted, the voice deleted a day ago: up to 1 GB each, kept for nothing). Uploads still
 * behind a live actor (a failed one is made again from it) or voice are kept. Also clears
 * the PUT target of recently expired confirmed uploads, in case a presigned S3 PUT (which can
 * be replayed until it expires) wrote it again after confirmation.
 */
export async function purgeUploads(ctx: AppContext): Promise<{ uploads: number }> {
  const now = ctx.now();
  const cutoff = now - UPLOAD_ABANDONED_MS;
  const doomed = await ctx.db
    .selectFrom('uploads')
    .select(['id', 'incoming_key', 'file_key', 'render_key'])
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '!=', UploadStatus.CONFIRMED), eb('created_at', '<', cutoff)]),
        eb.and([
          eb('status', '=', UploadStatus.CONFIRMED),
          eb('used_at', 'is', null),
          eb('confirmed_at', '<', cutoff),
        ]),
        eb.and([
          eb('status', '=', UploadStatus.CONFIRMED),
          eb('used_at', '<', cutoff),
          eb.not(
            eb.exists(
              eb
                .selectFrom('actors')
                .select('actors.id')
                .whereRef('actors.source_upload_id', '=', 'uploads.id'),
            ),
          ),
          // A failed clone's voice is deleted at once, and cloning again takes the same file:
          // a voice deleted within the day still holds its upload.
          eb.not(
            eb.exists(
              eb
                .selectFrom('clone_tasks')
                .innerJoin('voices', 'voices.id', 'clone_tasks.voice_id')
                .select('clone_tasks.id')
                .whereRef('clone_tasks.upload_id', '=', 'uploads.id')
                .where((v) =>
                  v.or([v('voices.deleted_at', 'is', null), v('voices.deleted_at', '>=', cutoff)]),
                ),
            ),
          ),
        ]),
      ]),
    )
    .execute();
  for (const row of doomed) {
    // Objects first: a crash in between leaves a row the next run retries, never an orphan file.
    await ctx.storage.delete(row.incoming_key);
    if (row.file_key) await ctx.storage.delete(row.file_key);
    if (row.render_key) await ctx.storage.delete(row.render_key);
    await ctx.db.deleteFrom('uploads').where('id', '=', row.id).execute();
  }

  const lately = await ctx.db
    .selectFrom('uploads')
    .select('incoming_key')
    .where('status', '=', UploadStatus.CONFIRMED)
    .where('put_expires_at', '<=', now)
    .where('put_expires_at', '>', now - 3 * UPLOAD_URL_TTL_MS)
    .execute();
  for (const row of lately) await ctx.storage.delete(row.incoming_key);
  return { uploads: doomed.length };
}
