import { FILE_URI_SCHEME } from '@talkreel/contract';
import type { AppContext } from '../../../app-context';
import { UploadStatus } from '../../uploads/policy';
import type { VideoRow } from '../policy';
import { storedScenesOf } from '../scenes/stored-scenes';
import { storedPictureOf } from './stored-picture';

export interface BackgroundUpload {
  value: string;
  file_name: string;
}

/** The `upload://` values of a video's uploaded backgrounds: its own and its scenes'. */
function uploadValuesOf(row: VideoRow): string[] {
  const backgrounds = [
    storedPictureOf(row.picture).background,
    ...(storedScenesOf(row.scenes) ?? []).map((s) => s.background),
  ];
  return backgrounds.flatMap((b) =>
    b && (b.type === 'image' || b.type === 'video') ? [b.value.trim()] : [],
  );
}

/**
 * Which uploads behind the videos' backgrounds `userId` could name again in a new video, as
 * resolveFileUri would take them (own, confirmed, not purged, of the kind named), so a remix
 * restores an uploaded background only when generating it would work. The video's own copy of
 * the file is not offered: it lives and dies with that video.
 */
export async function reusableBackgroundUploads(
  ctx: AppContext,
  userId: string,
  rows: VideoRow[],
): Promise<(row: VideoRow) => BackgroundUpload[]> {
  const ids = [
    ...new Set(
      rows
        .flatMap(uploadValuesOf)
        .filter((v) => v.startsWith(FILE_URI_SCHEME))
        .map((v) => v.slice(FILE_URI_SCHEME.length)),
    ),
  ];
  const uploads = ids.length
    ? await ctx.db
        .selectFrom('uploads')
        .select(['id', 'kind', 'file_name'])
        .where('id', 'in', ids)
        .where('user_id', '=', userId)
        .where('status', '=', UploadStatus.CONFIRMED)
        .where('file_key', 'is not', null)
        .execute()
    : [];
  const uploadOf = new Map(uploads.map((u) => [`${FILE_URI_SCHEME}${u.id}`, u]));
  return (row) => {
    const seen = new Set<string>();
    return uploadValuesOf(row).flatMap((value) => {
      const upload = uploadOf.get(value);
      if (!upload || seen.has(value)) return [];
      seen.add(value);
      return [{ value, file_name: upload.file_name }];
    });
  };
}
