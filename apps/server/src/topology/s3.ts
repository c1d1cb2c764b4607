import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { s3Credentials as credentials, s3Region, startGatedS3 } from '../test/gated-s3';

/**
 * An S3 emulator on loopback with one bucket, behind a gate that checks every request's V4
 * signature as S3 does (s3rver alone checks only the access key), and the environment pointing
 * the server at it.
 */
export async function startS3() {
  const s3 = await startGatedS3('talkreel-topology');
  const { endpoint, bucket } = s3;
  const client = new S3Client({ region: s3Region, endpoint, forcePathStyle: true, credentials });
  return {
    env: {
      S3_BUCKET: bucket,
      S3_REGION: s3Region,
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
    counts: s3.counts,
    /** What S3 answers a forged write (see GatedS3.forgeries). */
    forgeries: s3.forgeries,
    async close() {
      client.destroy();
      await s3.close();
    },
  };
}
