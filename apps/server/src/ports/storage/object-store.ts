import type { Readable } from 'node:stream';
import { MEDIA_LINK_TTL_MS } from '@talkreel/contract';

/** Size, type and age of a stored object. */
export interface ObjectHead {
  size: number;
  contentType: string;
  lastModified: Date;
}

/** Inclusive byte range, as in an HTTP `Range: bytes=start-end` header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface SignedUrlOptions {
  /** The link works for at least this long (it may last up to one stability window more). */
  expiresInSec: number;
  /** When set, the browser saves the file under this name instead of showing it. */
  downloadName?: string;
}

export interface PresignPutOptions {
  /** The address takes a PUT for this long. */
  expiresInSec: number;
  /** Exactly this many bytes; a longer body is refused and nothing is stored. */
  size: number;
}

export interface PresignedPut {
  /** Absolute (S3) or server-relative (local) address taking one PUT of the raw bytes. */
  url: string;
  /** Epoch ms after which the address is refused. */
  expiresAt: number;
}

/**
 * Object storage port: media and uploads by key. Embedded adapter: local disk with
 * HMAC-signed /media links; scale adapter: S3 with presigned links.
 */
export interface ObjectStore {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** Throws ObjectNotFoundError when the key does not exist. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  head(key: string): Promise<ObjectHead | null>;
  /** Idempotent: deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Deletes every key starting with `prefix`; returns how many went. */
  deletePrefix(prefix: string): Promise<number>;
  /** A URL a browser can fetch without our auth headers, valid for a limited time. */
  signedUrl(key: string, opts: SignedUrlOptions): Promise<string>;
  /**
   * An address a browser PUTs a file to without our auth headers (uploads). Local: our own
   * signed, single-use address that stops at `size`; S3: a presigned PUT signed for `size`.
   */
  presignPut(key: string, opts: PresignPutOptions): Promise<PresignedPut>;
  /** Resolves once the store can be written to (local: its folder; S3: its bucket); for /readyz. */
  ping(): Promise<void>;
  /**
   * Takes the object at `from` out of reach of further writes to that key and hands its bytes to
   * `judge` as a local file. On a verdict, the very bytes judged are kept under the key `keep`
   * names, with its content type; `from` is gone either way. Null when nothing is stored at
   * `from`. For uploads a browser PUT (and could PUT again): local, two renames and no copy;
   * S3, one download for the judge and a server-side copy made only if the object is still the
   * one judged (else ObjectChangedError, and nothing is kept). A judge that throws keeps
   * nothing and leaves the object at `from`, to be judged again.
   */
  judgeAndKeep<T>(
    from: string,
    judge: (localPath: string) => Promise<T | null>,
    keep: (verdict: T) => { key: string; contentType: string },
  ): Promise<{ verdict: T | null } | null>;
}

/** judgeAndKeep found the object rewritten between the judge's read and the keeping. */
export class ObjectChangedError extends Error {
  constructor(readonly key: string) {
    super(`Stored object ${key} changed while it was judged`);
  }
}

export class ObjectNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored object ${key}`);
  }
}

/**
 * Signed links are rounded to windows of this many seconds so one object gets the same URL
 * for a while and browsers can cache it (avatars, thumbnails in long lists).
 */
export const URL_STABILITY_WINDOW_SEC = 600;

/**
 * How long links handed out in API replies stay valid: short, since a link is not checked
 * against workspace membership when it is used. Listings re-sign on every call.
 */
export const MEDIA_URL_TTL_SEC = MEDIA_LINK_TTL_MS / 1000;

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * Keys are `/`-separated segments of safe characters; no segment may start with a dot, so
 * keys can never climb out of the store (`..`) or collide with the store's own dot-folders.
 */
export function assertValidKey(key: string): void {
  if (key.length === 0 || key.length > 1024 || !key.split('/').every((s) => SEGMENT.test(s))) {
    throw new Error(`Invalid object key: ${JSON.stringify(key)}`);
  }
}

/** A prefix is a key, or a key with a trailing `/`; the empty prefix is refused on purpose. */
export function assertValidPrefix(prefix: string): void {
  assertValidKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
}

/** `attachment` header value naming the file, with an ASCII fallback and the UTF-8 form. */
export function contentDisposition(downloadName: string): string {
  const ascii = downloadName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(downloadName)}`;
}
