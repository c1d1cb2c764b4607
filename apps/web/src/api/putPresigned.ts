import { ApiError } from './ApiError';

export interface PutOptions {
  /** Fraction 0..1 of the body sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * PUTs raw bytes to a presigned address (creation.md §7 "Upload and cloning"): our own
 * server's signed single-use URL or an S3 presigned PUT. It carries no bearer token or
 * signature and no extra header (the address is the permission), through XHR for progress.
 */
export function putPresigned(url: string, file: Blob, options: PutOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
        resolve();
        return;
      }
      reject(
        new ApiError({
          kind: 'http',
          status: xhr.status,
          message: `Upload failed (${xhr.status})`,
        }),
      );
    };
    xhr.onerror = () =>
      reject(new ApiError({ kind: 'network', status: 0, message: 'Upload failed' }));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    if (options.signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', () => xhr.abort());
    // A typeless copy: the browser then adds no content-type, which a presigned URL may not allow.
    xhr.send(file.slice(0, file.size, ''));
  });
}
