import { useEffect, useRef, useState } from 'react';
import { presignedUpload } from '../../../api/presignedUpload';
import { checkUploadFile } from '../../voices/upload/uploadCheck';
import type { BackgroundChoice } from '../state/pictureChoice';
import { rememberLocalPreview } from './localPreviews';

export type BackgroundUploadState =
  | { status: 'idle' }
  | { status: 'uploading'; kind: 'image' | 'video'; fraction: number }
  | { status: 'invalid'; kind: 'image' | 'video' };

/**
 * An uploaded image or video background (issue 26) through the app's upload flow (presigned PUT,
 * then the server judges the bytes): once confirmed, its `upload://` becomes the draft's
 * background (the video's, or a scene's). A file of the wrong kind or size is refused before
 * sending, with the panel's own line; a refusal by the server is toasted by the call layer. The
 * draft changes only once the upload is confirmed.
 */
export function useBackgroundUpload(onUploaded: (background: BackgroundChoice) => void) {
  const [state, setState] = useState<BackgroundUploadState>({ status: 'idle' });
  const work = useRef<AbortController | null>(null);
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;
  useEffect(() => () => work.current?.abort(), []);

  const choose = async (file: File, kind: 'image' | 'video') => {
    work.current?.abort();
    if (!checkUploadFile(file, kind)) return setState({ status: 'invalid', kind });
    const controller = new AbortController();
    work.current = controller;
    setState({ status: 'uploading', kind, fraction: 0 });
    try {
      const confirmed = await presignedUpload(file, {
        kind,
        signal: controller.signal,
        onProgress: (fraction) => setState({ status: 'uploading', kind, fraction }),
      });
      rememberLocalPreview(confirmed.fileUri, file);
      uploaded.current({ type: kind, value: confirmed.fileUri, name: file.name });
      setState({ status: 'idle' });
    } catch {
      // Already told by the call layer's toast; a cancelled upload says nothing.
      if (!controller.signal.aborted) setState({ status: 'idle' });
    } finally {
      if (work.current === controller) work.current = null;
    }
  };

  return { state, choose: (file: File, kind: 'image' | 'video') => void choose(file, kind) };
}
