import path from 'node:path';
import { prepareBackgroundVideo } from '@talkreel/engine';
import type { AppContext } from '../../app-context';
import type { JobRun } from '../../jobs/base-job';
import { enqueueJob } from '../../jobs/enqueue-job';
import type { JobPayload } from '../../jobs/job-names';
import { downloadObject, inWorkDir, putFile } from '../videos/stored-files';
import { UploadStatus } from './policy';

/** Where an uploaded video's render-ready copy lives, beside the upload's file. */
export const renderKeyOf = (userId: string, taskId: string) =>
  `uploads/${userId}/${taskId}/render.mp4`;

/** Queues the render-ready copy of a confirmed video upload (once per upload). */
export function queueVideoPreparation(
  ctx: Pick<AppContext, 'queue' | 'requestId'>,
  uploadId: string,
): Promise<string> {
  return enqueueJob(
    ctx,
    'upload.prepare-video',
    { upload_id: uploadId },
    { jobId: `upload.prepare-video@${uploadId}` },
  );
}

/**
 * Job `upload.prepare-video` (issue 26): an uploaded video made render-ready once (the engine's
 * prepareBackgroundVideo), so every render over it as a background decodes less and converts no
 * colours. A video background's copy takes it when it is there (picture/background-copy.ts) and
 * the upload itself otherwise: a render never waits for it, and one that cannot be made leaves
 * the upload as it was. Uploads used for other things (an own actor's footage) pay it too: an
 * upload does not say what it is for. It costs about 0.4 CPU-s per second of a busy 720p upload
 * (the bench's test picture), once, and saves each render over it about 0.04 CPU-s per second
 * at 720p and 1080p.
 */
export async function prepareVideoJob(
  ctx: AppContext,
  job: JobRun<JobPayload<'upload.prepare-video'>>,
): Promise<void> {
  const upload = await ctx.db
    .selectFrom('uploads')
    .selectAll()
    .where('id', '=', job.payload.upload_id)
    .executeTakeFirst();
  if (upload?.kind !== 'video' || upload.status !== UploadStatus.CONFIRMED) return;
  if (!upload.file_key || upload.render_key) return;
  const fileKey = upload.file_key;
  const key = renderKeyOf(upload.user_id, upload.id);
  await inWorkDir('prepare', async (dir) => {
    const local = path.join(dir, `upload${path.posix.extname(fileKey)}`);
    const ready = path.join(dir, 'render.mp4');
    await downloadObject(ctx, fileKey, local);
    await prepareBackgroundVideo(local, ready, { signal: job.signal });
    await putFile(ctx, key, ready, 'video/mp4');
  });
  const result = await ctx.db
    .updateTable('uploads')
    .set({ render_key: key })
    .where('id', '=', upload.id)
    .where('file_key', '=', fileKey)
    .executeTakeFirst();
  // Purged meanwhile (its objects may already be gone): the copy belongs to nothing.
  if (Number(result.numUpdatedRows) === 0) await ctx.storage.delete(key);
  else ctx.log.info({ upload: upload.id, key }, 'upload made render-ready');
}
