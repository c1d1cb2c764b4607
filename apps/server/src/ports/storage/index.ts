import path from 'node:path';
import type { Config } from '../../config';
import { createLocalObjectStore } from './local-store';
import type { ObjectStore } from './object-store';
import { createS3ObjectStore } from './s3-store';
import { loadOrCreateSigningSecret } from './url-signing';

/** S3 when S3_BUCKET is set, else files under DATA_DIR/objects served at /media. */
export function createObjectStore(config: Config, now: () => number): ObjectStore {
  const s3 = config.storage.s3;
  if (s3) return createS3ObjectStore({ ...s3, now });
  const root = path.join(config.dataDir, 'objects');
  const secret = loadOrCreateSigningSecret(config.storage.signingSecret, root);
  return createLocalObjectStore({ root, secret, now });
}
