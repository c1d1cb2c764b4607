import { describe, expect, it } from 'vitest';
import { s3Credentials, s3Region, startGatedS3 } from '../../test/gated-s3';
import { describeObjectStoreContract } from './object-store.contract';
import { createS3ObjectStore } from './s3-store';

// The S3 adapter against s3rver, an S3 emulator started in-process on loopback, behind a gate
// that checks every request's V4 signature as S3 does (s3rver checks only the access key).
describeObjectStoreContract('S3 (s3rver, signatures checked)', async () => {
  const s3 = await startGatedS3('talkreel-test');
  let offset = 0;
  return {
    store: createS3ObjectStore({
      bucket: s3.bucket,
      region: s3Region,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      ...s3Credentials,
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
    close: () => s3.close(),
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
