import type { UploadKind } from '@talkreel/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api/ApiError';
import { recordEvent } from '../../../api/events/recordEvent';
import { presignedUpload } from '../../../api/presignedUpload';
import { showErrorToast } from '../../../api/showErrorToast';
import { checkUploadFile, isInvalidFileError } from '../../voices/upload/uploadCheck';
import type { UploadState } from '../../voices/upload/useVoiceUpload';
import type { Size } from './cropGeometry';

/** The actor's picture or video: what the dialog shows and what the server measured. */
export interface ActorMedia {
  kind: ActorMediaKind;
  fileUri: string;
  /** A local address of the chosen file, shown while cropping. */
  url: string;
  size: Size;
}

export type ActorMediaKind = Extract<UploadKind, 'image' | 'video'>;

/** The picture's own size when the server did not say (it measures both kinds on confirm). */
function decodedSize(url: string): Promise<Size | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(null);
    image.src = url;
  });
}

/**
 * Uploads the actor's photo or video (creation.md §5, §7): checked first for kind and size,
 * sent by presigned PUT with progress, confirmed by the server. A refused file shows its
 * kind's invalid copy; any other failure is toasted and the dialog goes back to step 0.
 */
export function useActorUpload() {
  const [upload, setUpload] = useState<UploadState>({ status: 'idle' });
  const [media, setMedia] = useState<ActorMedia | null>(null);
  const work = useRef<AbortController | null>(null);

  const clear = useCallback(() => {
    work.current?.abort();
    work.current = null;
    setMedia((m) => {
      if (m) URL.revokeObjectURL(m.url);
      return null;
    });
    setUpload({ status: 'idle' });
  }, []);
  useEffect(
    () => () => {
      work.current?.abort();
    },
    [],
  );
  // The local address lives as long as the media it shows.
  useEffect(() => (media ? () => URL.revokeObjectURL(media.url) : undefined), [media]);

  /**
   * A file refused as invalid (creation.md §5: its kind's invalid copy) is an upload failure for
   * the analytics too (§7, §8), told apart by its reason and where it was refused: on the
   * client before sending (`pick`) or by the server's judging of the bytes (`confirm`).
   */
  const refuseInvalid = (file: File, kind: ActorMediaKind, stage: 'pick' | 'confirm') => {
    recordEvent('upload_asset_failure', { kind, stage, reason: 'invalid' });
    setUpload({ status: 'invalid', fileName: file.name, kind });
  };

  /** Uploads `file` as `kind`; the media once confirmed, else null. */
  const choose = async (file: File, kind: ActorMediaKind): Promise<ActorMedia | null> => {
    clear();
    if (!checkUploadFile(file, kind)) {
      refuseInvalid(file, kind, 'pick');
      return null;
    }
    const controller = new AbortController();
    work.current = controller;
    setUpload({ status: 'uploading', fileName: file.name, fraction: 0 });
    try {
      const done = await presignedUpload(file, {
        kind,
        signal: controller.signal,
        toast: false,
        onProgress: (fraction) =>
          setUpload((u) => (u.status === 'uploading' ? { ...u, fraction } : u)),
      });
      const url = URL.createObjectURL(file);
      const size =
        done.width && done.height
          ? { width: done.width, height: done.height }
          : kind === 'image'
            ? await decodedSize(url)
            : null;
      if (controller.signal.aborted || !size) {
        URL.revokeObjectURL(url);
        if (!size) refuseInvalid(file, kind, 'confirm');
        return null;
      }
      const next = { kind, fileUri: done.fileUri, url, size };
      setMedia(next);
      setUpload({ status: 'uploaded', fileName: file.name, fileUri: done.fileUri });
      recordEvent('upload_asset_success', { kind });
      return next;
    } catch (err) {
      if (controller.signal.aborted) return null;
      if (isInvalidFileError(err, kind)) {
        refuseInvalid(file, kind, 'confirm');
        return null;
      }
      // Back to step 0 (creation.md §4, §8): the catalogue toast says why.
      recordEvent('upload_asset_failure', { kind });
      console.warn('[actors] upload failed', err);
      setUpload({ status: 'idle' });
      if (err instanceof ApiError) showErrorToast(err);
      return null;
    }
  };

  return { upload, media, choose, clear };
}
