import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CreateBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';

// s3rver's built-in account: it refuses unknown access keys.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** An S3 emulator on loopback with one bucket, and the environment pointing the server at it. */
export async function startS3() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talkreel-topology-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const bucket = 'talkreel-topology';
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    /** Object keys under `prefix`. */
    async keys(prefix: string): Promise<string[]> {
      const r = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (r.Contents ?? []).map((o) => o.Key ?? '').sort();
    },
    /**
     * Whether a write under an unknown access key is refused. s3rver checks that much but
     * does not compute V4 signatures (its authentication.js leaves them unimplemented), so a
     * wrong secret would pass: the S3 adapter's signing is covered by its own tests instead.
     */
    async refusesUnknownKey(): Promise<boolean> {
      const stranger = new S3Client({
        region: 'us-east-1',
        endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'NOT-OURS', secretAccessKey: credentials.secretAccessKey },
        maxAttempts: 1,
      });
      try {
        await stranger.send(new PutObjectCommand({ Bucket: bucket, Key: 'forged', Body: 'x' }));
        return false;
      } catch (err) {
        return (err as { name?: string }).name === 'InvalidAccessKeyId';
      } finally {
        stranger.destroy();
      }
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
