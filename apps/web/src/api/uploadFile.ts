import type { Camelize } from '@talkreel/contract';
import type { z } from 'zod';
import { appSettings } from '../config';
import { ApiError } from './ApiError';
import { apiUrl, authHeaders, reportFailure } from './client';
import { secretRenewedSince } from './refreshSettings';
import { signedWithStaleSecret } from './refusals';
import { settleReply } from './settleReply';

export interface UploadOptions<S extends z.ZodType> {
  file: Blob;
  /** Multipart field name; core.md §7 uses `file` unless a call names another. */
  field?: string;
  fileName?: string;
  fields?: Record<string, string>;
  reply?: S;
  /** Fraction 0..1 of the body sent. */
  onProgress?: (fraction: number) => void;
  /** No limit by default: large videos take as long as the connection needs. */
  timeoutMs?: number;
  toast?: boolean;
  signal?: AbortSignal;
}

/** Multipart upload through XHR, which (unlike fetch) reports upload progress. */
export function uploadFile<S extends z.ZodType>(
  path: string,
  options: UploadOptions<S>,
): Promise<Camelize<z.output<S>>> {
  return uploadOnce(path, options, true);
}

/** One upload; `mayRefresh` as in client.ts: a stale secret is renewed and the file sent again. */
async function uploadOnce<S extends z.ZodType>(
  path: string,
  options: UploadOptions<S>,
  mayRefresh: boolean,
): Promise<Camelize<z.output<S>>> {
  const secret = appSettings().signingSecret;
  const headers = await authHeaders();
  const form = new FormData();
  for (const [k, v] of Object.entries(options.fields ?? {})) form.append(k, v);
  form.append(options.field ?? 'file', options.file, options.fileName);
  const where = `POST ${path}`;
  try {
    return await new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', apiUrl(path));
      xhr.withCredentials = true;
      if (options.timeoutMs) xhr.timeout = options.timeoutMs;
      for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) options.onProgress?.(e.loaded / e.total);
      };
      xhr.onload = () => {
        try {
          resolve(settleReply(xhr.status, xhr.responseText, options.reply, where));
        } catch (err) {
          reject(err);
        }
      };
      xhr.onerror = () =>
        reject(new ApiError({ kind: 'network', status: 0, message: 'Upload failed' }));
      xhr.ontimeout = () =>
        reject(new ApiError({ kind: 'timeout', status: 408, message: 'Upload timed out' }));
      xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
      options.signal?.addEventListener('abort', () => xhr.abort());
      xhr.send(form);
    });
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    if (mayRefresh && signedWithStaleSecret(err) && (await secretRenewedSince(secret))) {
      return uploadOnce(path, options, false);
    }
    reportFailure(err, options.toast ?? true);
  }
}
