import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { describe, expect, it } from 'vitest';
import { startSigV4Gate } from '../../test/sigv4-gate';
import { describeObjectStoreContract } from './object-store.contract';
import { createS3ObjectStore } from './s3-store';

// The S3 adapter against s3rver, an S3 emulator started in-process on loopback, behind a gate
// that checks every request's V4 signature as S3 does (s3rver checks only the access key).
describeObjectStoreContract('S3 (s3rver, signatures checked)', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talkreel-s3-'));
  const s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir });
  const { port } = await s3rver.run();
  // s3rver's built-in account.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const gate = await startSigV4Gate({
    target: `http://127.0.0.1:${port}`,
    credentials: [credentials],
    region: 'us-east-1',
  });
  const endpoint = gate.endpoint;
  const bucket = 'talkreel-test';
  const admin = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  await admin.send(new CreateBucketCommand({ Bucket: bucket }));
  admin.destroy();
  let offset = 0;
  return {
    store: createS3ObjectStore({
      bucket,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      ...credentials,
      now: () => Date.now() + offset,
    }),
    shiftClock: (ms) => {
      offset += ms;
    },
    absolute: (url) => url,
    linkParams: {
      signature: 'X-Amz-Signature',
      lifetime: 'X-Amz-Expires',
      rename: ['response-content-disposition', 'attachment; filename="x.txt"'],
    },
    servesHead: false,
    close: async () => {
      await gate.close();
      await s3rver.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
});

describe('S3 presigned PUT', () => {
  it('signs Content-Length, so real S3 refuses a body of any other size', async () => {
    const store = createS3ObjectStore({
      bucket: 'b',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9',
      forcePathStyle: true,
      accessKeyId: 'AK',
      secretAccessKey: 'SK',
      now: () => Date.now(),
    });
    const { url, expiresAt } = await store.presignPut('uploads/u/t/file', {
      expiresInSec: 3600,
      size: 1234,
    });
    const signed = new URL(url).searchParams.get('X-Amz-SignedHeaders') ?? '';
    expect(signed.split(';')).toContain('content-length');
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('3600');
    expect(expiresAt).toBeGreaterThan(Date.now() + 3500_000);
  });
});
