import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './paths';

interface SqliteDb {
  prepare(sql: string): { run(...params: unknown[]): { changes: number } };
  close(): void;
}

const require = createRequire(path.join(repoRoot, 'apps/server/package.json'));
const Sqlite = require('better-sqlite3') as new (file: string) => SqliteDb;

/**
 * Gives a project a latest video image the way the video feature does once a video is made
 * (features/tree/latest-video-image.ts): the file in the local object store, its key and time
 * on the project row. No call records an image yet, so the test writes what that call would.
 */
export function seedProjectImage(
  dataDir: string,
  projectId: string,
  bytes: Uint8Array,
  contentType: string,
) {
  const key = `e2e/${projectId}/latest.bin`;
  const root = path.join(dataDir, 'objects');
  fs.mkdirSync(path.join(root, 'e2e', projectId), { recursive: true });
  fs.writeFileSync(path.join(root, ...key.split('/')), bytes);
  const meta = path.join(root, '.meta', ...key.split('/'));
  fs.mkdirSync(path.dirname(meta), { recursive: true });
  fs.writeFileSync(`${meta}.json`, JSON.stringify({ contentType }));
  const db = new Sqlite(path.join(dataDir, 'talkreel.db'));
  try {
    const { changes } = db
      .prepare('UPDATE projects SET latest_video_image_key = ?, latest_video_at = ? WHERE id = ?')
      .run(key, Date.now(), projectId);
    if (changes !== 1) throw new Error(`project ${projectId} not found`);
  } finally {
    db.close();
  }
}
