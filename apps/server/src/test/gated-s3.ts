import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { type SigV4Gate, startSigV4Gate } from './sigv4-gate';

/** s3rver's built-in account. */
export const s3Credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
export const s3Region = 'us-east-1';

export interface GatedS3 {
  /** The gate's address: what the S3 adapter and links use. */
  endpoint: string;
  /** s3rver's own address, behind the gate (to look without being checked). */
  emulator: string;
  bucket: string;
  counts: SigV4Gate['counts'];
  /**
   * What S3 answers a write of key `forged` signed with an unknown access key, and one signed
   * with a wrong secret (each an S3 error name, or 'accepted').
   */
  forgeries(): Promise<{ unknownKey?: string; wrongSecret?: string }>;
  close(): Promise<void>;
}

/**
 * s3rver on a loopback port with one bucket, behind the SigV4 gate so that signatures are
 * checked as real S3 checks them (see sigv4-gate.ts).
 */
export async function startGatedS3(bucket: string): Promise<GatedS3> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talkreel-s3-'));
  const s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir });
  const { port } = await s3rver.run();
  const emulator = `http://127.0.0.1:${port}`;
  const gate = await startSigV4Gate({
    target: emulator,
    credentials: [s3Credentials],
    region: s3Region,
  });
  const admin = new S3Client({
    region: s3Region,
    endpoint: gate.endpoint,
    forcePathStyle: true,
    credentials: s3Credentials,
  });
  await admin.send(new CreateBucketCommand({ Bucket: bucket }));
  admin.destroy();
  const attempt = async (forged: typeof s3Credentials) => {
    const stranger = new S3Client({
      region: s3Region,
      endpoint: gate.endpoint,
      forcePathStyle: true,
      credentials: forged,
      maxAttempts: 1,
    });
    try {
      await stranger.send(new PutObjectCommand({ Bucket: bucket, Key: 'forged', Body: 'x' }));
      return 'accepted';
    } catch (err) {
      return (err as { name?: string }).name;
    } finally {
      stranger.destroy();
    }
  };
  return {
    endpoint: gate.endpoint,
    emulator,
    bucket,
    counts: gate.counts,
    forgeries: async () => ({
      unknownKey: await attempt({ ...s3Credentials, accessKeyId: 'NOT-OURS' }),
      wrongSecret: await attempt({ ...s3Credentials, secretAccessKey: 'guess' }),
    }),
    async close() {
      await gate.close();
      await s3rver.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
