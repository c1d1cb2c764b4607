import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
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
  return {
    endpoint: gate.endpoint,
    emulator,
    bucket,
    counts: gate.counts,
    async close() {
      await gate.close();
      await s3rver.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
