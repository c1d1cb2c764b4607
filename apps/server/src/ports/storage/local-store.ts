import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertValidKey,
  assertValidPrefix,
  type ByteRange,
  ObjectNotFoundError,
  type ObjectStore,
  URL_STABILITY_WINDOW_SEC,
} from './object-store';
import {
  type MediaLinkParams,
  type PutLinkParams,
  signMediaLink,
  signPutLink,
  verifyMediaLink,
  verifyPutLink,
} from './url-signing';

/** Path under which the API serves local objects (see media-route.ts). */
export const MEDIA_PATH = '/media';

export interface LocalObjectStore extends ObjectStore {
  readonly kind: 'local';
  /** True when a /media link's signature is right and it has not expired. */
  verifyLink(key: string, params: MediaLinkParams): boolean;
  /**
   * Takes one PUT to a presigned upload link: checks the signature and expiry, refuses a second
   * use, and writes the body unless it runs past the signed size (then nothing is kept).
   */
  receivePut(key: string, params: PutLinkParams, body: Readable): Promise<void>;
}

/** Why an upload PUT was refused: HTTP status and a message for the client. */
export class PutRefusedError extends Error {
  constructor(
    readonly status: 400 | 403 | 413,
    message: string,
  ) {
    super(message);
  }
}

interface LocalOptions {
  /** DATA_DIR/objects */
  root: string;
  secret: string;
  now: () => number;
  /** ping() fails below this much free space on the store's volume (default STORAGE_MIN_FREE_BYTES). */
  minFreeBytes?: number;
}

/**
 * Below this much free space on the data volume the local store reports itself not ready
 * (/readyz): a render's four files or one upload could no longer be written, and the database
 * usually shares the volume.
 */
export const STORAGE_MIN_FREE_BYTES = 256 * 1024 * 1024;

/** The data volume has less free space than the store needs to take writes. */
export class StorageFullError extends Error {
  constructor(
    readonly freeBytes: number,
    readonly minFreeBytes: number,
  ) {
    super(`only ${freeBytes} bytes free on the data volume (needs ${minFreeBytes})`);
  }
}

/** How often a move retries making its folder when a prune removed it in between. */
const MOVE_TRIES = 5;

const errorCode = (err: unknown) => (err as NodeJS.ErrnoException).code;

const META_DIR = '.meta';
const TMP_DIR = '.tmp';
/** One marker per upload link used (`<exp>-<sha256(key)>`), swept once the link has expired. */
const PUTS_DIR = '.puts';

/**
 * Objects as plain files under `root/<key>`, their content type in `root/.meta/<key>.json`.
 * Writes go to a temp file first and are renamed in, so readers never see half a file.
 */
export function createLocalObjectStore({
  root,
  secret,
  now,
  minFreeBytes = STORAGE_MIN_FREE_BYTES,
}: LocalOptions): LocalObjectStore {
  const dataPath = (key: string) => path.join(root, ...key.split('/'));
  const metaRoot = path.join(root, META_DIR);
  const metaPath = (key: string) => `${path.join(metaRoot, ...key.split('/'))}.json`;
  const tmpPath = () => path.join(root, TMP_DIR, randomBytes(8).toString('hex'));

  /**
   * Renames `from` to `target`, making the target's folder first. A delete may prune that folder
   * (it looked empty) between the two steps; the move then makes it again.
   */
  async function moveInto(from: string, target: string) {
    for (let tries = 1; ; tries++) {
      try {
        await fsp.mkdir(path.dirname(target), { recursive: true });
        await fsp.rename(from, target);
        return;
      } catch (err) {
        if (errorCode(err) !== 'ENOENT' || tries >= MOVE_TRIES) throw err;
      }
    }
  }

  /**
   * Removes `dir` and then each parent while they are empty, stopping below `top` (the store's
   * root, or its .meta folder). rmdir only ever removes an empty folder, so a write landing in
   * one meanwhile stops the walk (ENOTEMPTY), and a write whose folder went first makes it again
   * (moveInto). Best effort: a folder left behind costs nothing, so no error is passed on.
   */
  async function pruneEmptyDirs(dir: string, top: string) {
    for (let d = dir; d.startsWith(`${top}${path.sep}`); d = path.dirname(d)) {
      try {
        await fsp.rmdir(d);
      } catch {
        return;
      }
    }
  }

  /** Folders a removed key may have left empty, deepest first so parents can follow. */
  async function pruneAfterRemoving(keys: string[]) {
    const dirs = new Set(
      keys.flatMap((k) => [path.dirname(dataPath(k)), path.dirname(metaPath(k))]),
    );
    const deepestFirst = [...dirs].sort((a, b) => b.length - a.length);
    for (const dir of deepestFirst) {
      await pruneEmptyDirs(dir, dir.startsWith(`${metaRoot}${path.sep}`) ? metaRoot : root);
    }
  }

  async function writeAtomically(target: string, body: Buffer | Readable) {
    await fsp.mkdir(path.join(root, TMP_DIR), { recursive: true });
    const tmp = tmpPath();
    try {
      if (Buffer.isBuffer(body)) await fsp.writeFile(tmp, body);
      else await pipeline(body, fs.createWriteStream(tmp));
      await moveInto(tmp, target);
    } catch (err) {
      await fsp.rm(tmp, { force: true });
      throw err;
    }
  }

  async function readContentType(key: string) {
    try {
      const meta = JSON.parse(await fsp.readFile(metaPath(key), 'utf8')) as {
        contentType?: string;
      };
      return meta.contentType ?? 'application/octet-stream';
    } catch {
      return 'application/octet-stream';
    }
  }

  async function statFile(key: string) {
    try {
      const st = await fsp.stat(dataPath(key));
      return st.isFile() ? st : null;
    } catch {
      return null;
    }
  }

  async function removeKey(key: string) {
    await fsp.rm(dataPath(key), { force: true });
    await fsp.rm(metaPath(key), { force: true });
  }

  /** Files below `dir` (a key-space folder), as keys. */
  async function listKeys(dirKey: string): Promise<string[]> {
    const dir = dirKey ? dataPath(dirKey) : root;
    let entries: fs.Dirent[];
    try {
      entries = await fsp.readdir(dir, { withFileTypes: true });
    } catch {
      return [];
    }
    const keys: string[] = [];
    for (const e of entries) {
      if (e.name.startsWith('.')) continue;
      const key = dirKey ? `${dirKey}/${e.name}` : e.name;
      if (e.isDirectory()) keys.push(...(await listKeys(key)));
      else if (e.isFile()) keys.push(key);
    }
    return keys;
  }

  return {
    kind: 'local',

    async judgeAndKeep(from, judge, keep) {
      assertValidKey(from);
      await fsp.mkdir(path.join(root, TMP_DIR), { recursive: true });
      // Under .tmp no key (so no upload link) can reach the file while it is judged and kept.
      const held = tmpPath();
      try {
        await fsp.rename(dataPath(from), held);
      } catch (err) {
        if (errorCode(err) === 'ENOENT') return null;
        throw err;
      }
      await fsp.rm(metaPath(from), { force: true });
      let verdict: Awaited<ReturnType<typeof judge>>;
      try {
        verdict = await judge(held);
      } catch (err) {
        // The judge could not judge (a tool missing, say): the bytes go back where they were,
        // to be judged again, unless a new PUT has taken the key meanwhile.
        await fsp
          .mkdir(path.dirname(dataPath(from)), { recursive: true })
          .then(() => fsp.link(held, dataPath(from)))
          .catch(() => undefined);
        await fsp.rm(held, { force: true });
        throw err;
      }
      try {
        if (verdict !== null) {
          const { key, contentType } = keep(verdict);
          assertValidKey(key);
          await writeAtomically(metaPath(key), Buffer.from(JSON.stringify({ contentType })));
          await moveInto(held, dataPath(key));
        }
        return { verdict };
      } finally {
        await fsp.rm(held, { force: true });
        // The source's folders (an upload's own, typically) may be empty now.
        await pruneAfterRemoving([from]);
      }
    },

    async put(key, body, contentType) {
      assertValidKey(key);
      // Type first: a reader that finds the data file then always finds its type too.
      await writeAtomically(metaPath(key), Buffer.from(JSON.stringify({ contentType })));
      await writeAtomically(dataPath(key), body);
    },

    async get(key, range?: ByteRange) {
      assertValidKey(key);
      if (!(await statFile(key))) throw new ObjectNotFoundError(key);
      const stream = fs.createReadStream(dataPath(key), range ?? {});
      // Surface open errors (deleted in between) to the consumer rather than crashing.
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', () => reject(new ObjectNotFoundError(key)));
      });
      return stream as Readable;
    },

    async ping() {
      // The temp folder is where every write starts; being able to write there is being ready,
      // with room on the volume for what will be written.
      await fsp.mkdir(path.join(root, TMP_DIR), { recursive: true });
      await fsp.access(path.join(root, TMP_DIR), fs.constants.W_OK);
      const { bavail, bsize } = await fsp.statfs(root);
      const free = bavail * bsize;
      if (free < minFreeBytes) throw new StorageFullError(free, minFreeBytes);
    },

    async head(key) {
      assertValidKey(key);
      const st = await statFile(key);
      if (!st) return null;
      return { size: st.size, contentType: await readContentType(key), lastModified: st.mtime };
    },

    async delete(key) {
      assertValidKey(key);
      await removeKey(key);
      await pruneAfterRemoving([key]);
    },

    async deletePrefix(prefix) {
      assertValidPrefix(prefix);
      // Only the folder holding the prefix needs walking: `a/b/c` lives under `a/b`.
      const slash = prefix.lastIndexOf('/');
      const dirKey = slash < 0 ? '' : prefix.slice(0, slash);
      const keys = (await listKeys(dirKey)).filter((k) => k.startsWith(prefix));
      for (const key of keys) await removeKey(key);
      await pruneAfterRemoving(keys);
      return keys.length;
    },

    async signedUrl(key, { expiresInSec, downloadName }) {
      assertValidKey(key);
      const window = Math.max(1, Math.min(URL_STABILITY_WINDOW_SEC, expiresInSec));
      const exp = Math.ceil((Math.floor(now() / 1000) + expiresInSec) / window) * window;
      const sig = signMediaLink(secret, key, exp, downloadName);
      const query = new URLSearchParams({ exp: String(exp), sig });
      if (downloadName) query.set('dl', downloadName);
      const encoded = key.split('/').map(encodeURIComponent).join('/');
      return `${MEDIA_PATH}/${encoded}?${query}`;
    },

    verifyLink(key, params) {
      return verifyMediaLink(secret, key, params, Math.floor(now() / 1000));
    },

    async presignPut(key, { expiresInSec, size }) {
      assertValidKey(key);
      const exp = Math.floor(now() / 1000) + expiresInSec;
      const query = new URLSearchParams({
        exp: String(exp),
        size: String(size),
        sig: signPutLink(secret, key, exp, size),
      });
      const encoded = key.split('/').map(encodeURIComponent).join('/');
      return { url: `${MEDIA_PATH}/${encoded}?${query}`, expiresAt: exp * 1000 };
    },

    async receivePut(key, params, body) {
      assertValidKey(key);
      const nowSec = Math.floor(now() / 1000);
      if (!verifyPutLink(secret, key, params, nowSec)) {
        throw new PutRefusedError(403, 'Upload link is invalid, expired or already used');
      }
      await sweepPutMarkers(nowSec);
      const marker = path.join(
        root,
        PUTS_DIR,
        `${params.exp}-${createHash('sha256').update(key).digest('hex')}`,
      );
      // `wx` makes the first PUT win; any later one (or one racing it) is refused.
      try {
        await (await fsp.open(marker, 'wx')).close();
      } catch {
        throw new PutRefusedError(403, 'Upload link is invalid, expired or already used');
      }
      try {
        await fsp.mkdir(path.join(root, TMP_DIR), { recursive: true });
        const tmp = tmpPath();
        let received = 0;
        const limit = new Transform({
          transform(chunk: Buffer, _enc, done) {
            received += chunk.length;
            if (received > params.size) {
              done(new PutRefusedError(413, 'The file is larger than its declared size'));
            } else done(null, chunk);
          },
        });
        try {
          await pipeline(body, limit, fs.createWriteStream(tmp));
        } catch (err) {
          await fsp.rm(tmp, { force: true });
          throw err;
        }
        if (received !== params.size) {
          await fsp.rm(tmp, { force: true });
          throw new PutRefusedError(400, 'The file is smaller than its declared size');
        }
        await writeAtomically(
          metaPath(key),
          Buffer.from(JSON.stringify({ contentType: 'application/octet-stream' })),
        );
        await moveInto(tmp, dataPath(key));
      } catch (err) {
        // A failed PUT (cut connection, wrong size) leaves the link usable for a retry.
        await fsp.rm(marker, { force: true });
        throw err;
      }
    },
  };

  async function sweepPutMarkers(nowSec: number) {
    const dir = path.join(root, PUTS_DIR);
    await fsp.mkdir(dir, { recursive: true });
    for (const name of await fsp.readdir(dir)) {
      const exp = Number(name.split('-')[0]);
      if (Number.isFinite(exp) && exp < nowSec) await fsp.rm(path.join(dir, name), { force: true });
    }
  }
}

export const isLocalObjectStore = (store: ObjectStore): store is LocalObjectStore =>
  store.kind === 'local' && 'verifyLink' in store;
