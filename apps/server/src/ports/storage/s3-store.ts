import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  assertValidKey,
  assertValidPrefix,
  contentDisposition,
  ObjectChangedError,
  ObjectNotFoundError,
  type ObjectStore,
  URL_STABILITY_WINDOW_SEC,
} from './object-store';

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  now: () => number;
}

/** Presigned S3 links cannot outlive a week. */
const MAX_PRESIGN_SEC = 7 * 24 * 3600;

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey' || err.name === 'NotFound');

/** Scale adapter: objects in one S3 (or S3-compatible) bucket, links presigned for GET. */
export function createS3ObjectStore(opts: S3Options): ObjectStore {
  const { bucket, now } = opts;
  const client = new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: opts.forcePathStyle,
    credentials:
      opts.accessKeyId && opts.secretAccessKey
        ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
        : undefined,
    // S3-compatible servers (MinIO, R2, ...) differ on the newer default checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  return {
    kind: 's3',

    async judgeAndKeep(from, judge, keep) {
      assertValidKey(from);
      let etag: string | undefined;
      try {
        etag = (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: from }))).ETag;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
      const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'talkreel-judge-'));
      try {
        const local = path.join(dir, 'object');
        // Exactly the version whose ETag was read: a PUT in between makes this fail, not mix.
        const res = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: from, IfMatch: etag }),
        );
        await pipeline(res.Body as Readable, fs.createWriteStream(local));
        const verdict = await judge(local);
        if (verdict !== null) {
          const { key, contentType } = keep(verdict);
          assertValidKey(key);
          let copied: string | undefined;
          try {
            const res = await client.send(
              new CopyObjectCommand({
                Bucket: bucket,
                Key: key,
                CopySource: `${bucket}/${from}`,
                CopySourceIfMatch: etag,
                ContentType: contentType,
                MetadataDirective: 'REPLACE',
              }),
            );
            copied = res.CopyObjectResult?.ETag;
          } catch (err) {
            if (
              (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 412
            )
              throw new ObjectChangedError(from);
            throw err;
          }
          // A copy is made of whatever the key holds; its ETag says whether that was the judged
          // version (for S3-compatible servers that ignore the condition).
          if (copied !== etag) {
            await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
            throw new ObjectChangedError(from);
          }
        }
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: from }));
        return { verdict };
      } finally {
        await fsp.rm(dir, { recursive: true, force: true });
      }
    },

    async put(key, body, contentType) {
      assertValidKey(key);
      // Upload streams bodies of unknown length in parts; small ones go as one PUT.
      await new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: body, ContentType: contentType },
      }).done();
    },

    async get(key, range) {
      assertValidKey(key);
      try {
        const res = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return res.Body as Readable;
      } catch (err) {
        if (isMissing(err)) throw new ObjectNotFoundError(key);
        throw err;
      }
    },

    async ping() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },

    async head(key) {
      assertValidKey(key);
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return {
          size: res.ContentLength ?? 0,
          contentType: res.ContentType ?? 'application/octet-stream',
          lastModified: res.LastModified ?? new Date(0),
        };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async deletePrefix(prefix) {
      assertValidPrefix(prefix);
      let deleted = 0;
      // Passes until a listing finds nothing: an S3-compatible server may list a key written a
      // moment ago only later (s3rver under load listed 2 of 3 fresh keys), and a folder
      // delete must not leave one behind.
      for (let found = -1; found !== 0; ) {
        found = 0;
        let token: string | undefined;
        do {
          const page = await client.send(
            new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
          );
          const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
          if (keys.length) {
            await client.send(
              new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }),
            );
            found += keys.length;
          }
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
        deleted += found;
      }
      return deleted;
    },

    async signedUrl(key, { expiresInSec, downloadName }) {
      assertValidKey(key);
      // Signing at the start of a window keeps the URL identical for the whole window.
      const window = Math.max(1, Math.min(URL_STABILITY_WINDOW_SEC, expiresInSec));
      const nowSec = Math.floor(now() / 1000);
      const signedAt = Math.floor(nowSec / window) * window;
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          ResponseContentDisposition: downloadName ? contentDisposition(downloadName) : undefined,
        }),
        {
          expiresIn: Math.min(MAX_PRESIGN_SEC, window + expiresInSec),
          signingDate: new Date(signedAt * 1000),
        },
      );
    },

    async presignPut(key, { expiresInSec, size }) {
      assertValidKey(key);
      const expiresIn = Math.min(MAX_PRESIGN_SEC, expiresInSec);
      const signedAt = now();
      // Content-Length is signed, so S3 refuses a body of any other size.
      const url = await getSignedUrl(
        client,
        new PutObjectCommand({ Bucket: bucket, Key: key, ContentLength: size }),
        {
          expiresIn,
          signingDate: new Date(signedAt),
          signableHeaders: new Set(['content-length']),
        },
      );
      return { url, expiresAt: signedAt + expiresIn * 1000 };
    },
  };
}
