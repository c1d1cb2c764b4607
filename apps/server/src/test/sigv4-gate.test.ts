import {
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Credentials as credentials, type GatedS3, s3Region, startGatedS3 } from './gated-s3';

// The gate is what lets the S3 contract suite and the topology claim "signatures checked": it
// must pass what S3 passes and refuse what S3 refuses, and a refused call must not reach s3rver.
describe('SigV4 gate in front of s3rver', () => {
  const bucket = 'gate-test';
  let gate: GatedS3;
  let direct: S3Client;
  const clients: S3Client[] = [];

  const through = (config: Partial<S3ClientConfig> = {}) => {
    const client = new S3Client({
      region: s3Region,
      endpoint: gate.endpoint,
      forcePathStyle: true,
      credentials,
      maxAttempts: 1,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      ...config,
    });
    clients.push(client);
    return client;
  };
  const stored = async () =>
    ((await direct.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map(
      (o) => o.Key,
    );
  const refusalOf = (p: Promise<unknown>) =>
    p.then(
      () => 'accepted',
      (err: { name?: string }) => err.name,
    );

  beforeAll(async () => {
    gate = await startGatedS3(bucket);
    // s3rver itself, to see what reached it without going through the check.
    direct = new S3Client({
      region: s3Region,
      endpoint: gate.emulator,
      forcePathStyle: true,
      credentials,
    });
  });
  afterAll(async () => {
    for (const c of [...clients, direct]) c.destroy();
    await gate.close();
  });

  it('passes a correctly signed write and read', async () => {
    const before = gate.counts().verified;
    await through().send(new PutObjectCommand({ Bucket: bucket, Key: 'ok.txt', Body: 'fine' }));
    const got = await through().send(new GetObjectCommand({ Bucket: bucket, Key: 'ok.txt' }));
    expect(await got.Body?.transformToString()).toBe('fine');
    expect(gate.counts().verified).toBe(before + 2);
  });

  it('refuses a wrong secret and an unknown access key, and stores nothing', async () => {
    const refusedBefore = gate.counts().refused;
    expect(await gate.forgeries()).toEqual({
      unknownKey: 'InvalidAccessKeyId',
      wrongSecret: 'SignatureDoesNotMatch',
    });
    expect(gate.counts().refused).toBe(refusedBefore + 2);
    expect(await stored()).not.toContain('forged');
  });

  it('refuses a body changed after signing', async () => {
    const client = through();
    type Args = { request: { body: unknown } };
    // Runs after the signer: the body S3 receives is not the one signed.
    const swapBody = (next: (args: Args) => Promise<unknown>) => async (args: Args) => {
      args.request.body = 'forged'; // the signed body's length, so only its hash tells
      return next(args);
    };
    client.middlewareStack.addRelativeTo(
      swapBody as unknown as Parameters<typeof client.middlewareStack.addRelativeTo>[0],
      { relation: 'after', toMiddleware: 'awsAuthMiddleware', name: 'swapBody' },
    );
    expect(
      await refusalOf(
        client.send(new PutObjectCommand({ Bucket: bucket, Key: 'swapped', Body: 'signed' })),
      ),
    ).toBe('XAmzContentSHA256Mismatch');
    expect(await stored()).not.toContain('swapped');
  });

  it('refuses a request signed with a clock 20 minutes off', async () => {
    const skewed = through({ systemClockOffset: -20 * 60_000 });
    expect(
      await refusalOf(skewed.send(new GetObjectCommand({ Bucket: bucket, Key: 'ok.txt' }))),
    ).toBe('RequestTimeTooSkewed');
  });

  it('refuses an anonymous request', async () => {
    const res = await fetch(`${gate.endpoint}/${bucket}/ok.txt`);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('<Code>AccessDenied</Code>');
  });
});
