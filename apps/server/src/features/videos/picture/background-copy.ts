import path from 'node:path';
import type { AppContext } from '../../../app-context';
import type { UploadRow } from '../../uploads/policy';
import { markUploadUsed } from '../../uploads/resolve-file-uri';
import { downloadObject } from '../stored-files';
import { videoPrefix } from '../video-keys';
import type { StoredPicture } from './stored-picture';

/** Where a video keeps its copy of an uploaded background, beside its rendered files. */
export const backgroundKeyOf = (video: { workspace_id: string; id: string }, fileKey: string) =>
  `${videoPrefix(video)}background${path.posix.extname(fileKey)}`;

/**
 * Copies the upload a video's background names into the video's folder. The upload is purged a
 * day after a call took it, but a video may wait in line, fail and be retried later: its own
 * copy keeps the picture renderable for as long as the video exists, and goes with it. A video
 * upload's render-ready copy is taken when it has been made (the same picture, cheaper to render).
 */
export async function copyBackgroundUpload(
  ctx: AppContext,
  key: string,
  upload: UploadRow & { file_key: string },
): Promise<void> {
  const source = upload.render_key ?? upload.file_key;
  const head = await ctx.storage.head(source);
  await ctx.storage.put(
    key,
    await ctx.storage.get(source),
    head?.contentType ?? 'application/octet-stream',
  );
  await markUploadUsed(ctx, upload.id);
}

/** The video's copy of its uploaded background fetched into the work dir, or null. */
export async function fetchBackgroundFile(
  ctx: AppContext,
  picture: StoredPicture,
  workDir: string,
): Promise<string | null> {
  if (!picture.background_key) return null;
  const file = path.join(workDir, path.posix.basename(picture.background_key));
  await downloadObject(ctx, picture.background_key, file);
  return file;
}
