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
import { startSigV4Gate } from '../test/sigv4-gate';

// s3rver's built-in account.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * An S3 emulator on loopback with one bucket, behind a gate that checks every request's V4
 * signature as S3 does (s3rver alone checks only the access key), and the environment pointing
 * the server at it.
 */
export async function startS3() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talkreel-topology-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir });
  const { port } = await server.run();
  const gate = await startSigV4Gate({
    target: `http://127.0.0.1:${port}`,
    credentials: [credentials],
    region: 'us-east-1',
  });
  const endpoint = gate.endpoint;
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
    /** Requests the gate verified and passed on, and requests it refused. */
    counts: () => gate.counts(),
    /** What S3 answers a write signed with an unknown access key, and one with a wrong secret. */
    async forgeries(): Promise<{ unknownKey?: string; wrongSecret?: string }> {
      const attempt = async (forged: typeof credentials) => {
        const stranger = new S3Client({
          region: 'us-east-1',
          endpoint,
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
        unknownKey: await attempt({ ...credentials, accessKeyId: 'NOT-OURS' }),
        wrongSecret: await attempt({ ...credentials, secretAccessKey: 'guess' }),
      };
    },
    async close() {
      client.destroy();
      await gate.close();
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
