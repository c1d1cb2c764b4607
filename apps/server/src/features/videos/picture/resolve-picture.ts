import {
  DEFAULT_VIDEO_FORMAT,
  DEFAULT_VIDEO_RESOLUTION,
  PictureMessage,
  type VideoTask,
  videoFrameSize,
} from '@talkreel/contract';
import { stockBackgrounds } from '@talkreel/engine';
import type { AppContext } from '../../../app-context';
import { invalidInput } from '../../../http/app-error';
import type { UploadRow } from '../../uploads/policy';
import { resolveFileUri } from '../../uploads/resolve-file-uri';
import type { StoredPicture } from './stored-picture';

/** A task's picture, checked, and the upload its background names (copied for the render). */
export interface ResolvedPicture {
  picture: StoredPicture;
  upload: (UploadRow & { file_key: string }) | null;
}

/**
 * Fills in a task's picture choices and checks what the schema cannot: a stock id must be one
 * of the engine's, and an image or video background must be the caller's own confirmed upload
 * of that kind (1001 otherwise, from the uploads' own messages). Nothing is written here.
 */
export async function resolvePicture(
  ctx: AppContext,
  userId: string,
  task: VideoTask,
): Promise<ResolvedPicture> {
  const format = task.format ?? DEFAULT_VIDEO_FORMAT;
  const resolution = task.resolution ?? DEFAULT_VIDEO_RESOLUTION;
  const background = task.background ?? { type: 'actor' as const };
  let upload: ResolvedPicture['upload'] = null;
  if (background.type === 'stock' && !stockBackgrounds.some((b) => b.id === background.value)) {
    throw invalidInput(PictureMessage.STOCK_BACKGROUND);
  }
  if (background.type === 'image' || background.type === 'video') {
    upload = await resolveFileUri(ctx, userId, background.value, background.type);
  }
  return {
    picture: {
      format,
      resolution,
      ...videoFrameSize(format, resolution),
      // An actor background's optional null value is left out, as replies show it.
      background: background.type === 'actor' ? { type: 'actor' } : background,
      layout: task.layout ?? { placement: 'full', scale: 1 },
      // Left out, no brand: today's payload renders as it did (decisions/server-video.md).
      brand: task.brand ?? 'none',
      caption_style: task.caption_style ?? null,
    },
    upload,
  };
}
