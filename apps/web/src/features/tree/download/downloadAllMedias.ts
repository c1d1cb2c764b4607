import { ZIP_COMPRESSION_LEVEL } from '@talkreel/contract';
import type { MediaItem } from './collectProjectMedia';
import { correctFileName, uniqueNames } from './correctFileName';
import { fetchBytes } from './fetchBytes';
import { SNIFF_BYTES, sniffFileType } from './sniffFileType';
import { zipProgress } from './zipProgress';

export interface FetchedFile {
  name: string;
  bytes: Uint8Array;
}

/** Runs `work` over `items` with at most `limit` at a time, keeping the results in order. */
async function pool<T, R>(items: T[], limit: number, work: (item: T, i: number) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const runner = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner));
  return results;
}

/** One file: its URL, else (core.md §4) its image URL; its name fixed to its real kind. */
async function fetchOne(
  item: MediaItem,
  onProgress: (f: number) => void,
): Promise<FetchedFile | null> {
  let bytes: Uint8Array | null = null;
  for (const url of [item.url, item.fallbackUrl]) {
    if (!url) continue;
    try {
      bytes = await fetchBytes(url, onProgress);
      break;
    } catch (err) {
      console.warn(`[download] could not fetch ${item.name}`, err);
    }
  }
  onProgress(1);
  if (!bytes) return null;
  return { name: correctFileName(item.name, sniffFileType(bytes.subarray(0, SNIFF_BYTES))), bytes };
}

/** Fetches every item, `concurrency` at a time; `onProgress` gets the share done (0 to 1). */
export async function fetchMedia(
  items: MediaItem[],
  concurrency: number,
  onProgress: (fraction: number) => void,
): Promise<{ files: FetchedFile[]; failed: number }> {
  const parts = items.map(() => 0);
  const report = () => onProgress(parts.reduce((a, b) => a + b, 0) / Math.max(1, parts.length));
  const results = await pool(items, concurrency, (item, i) =>
    fetchOne(item, (f) => {
      parts[i] = f;
      report();
    }),
  );
  const files = results.filter((r): r is FetchedFile => r !== null);
  const names = uniqueNames(files.map((f) => f.name));
  return {
    files: files.map((f, i) => ({ ...f, name: names[i] })),
    failed: results.length - files.length,
  };
}

/** Packs files into a zip at compression level 6; `onProgress` gets 0 to 1. */
export async function zipFiles(files: FetchedFile[], onProgress: (fraction: number) => void) {
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  for (const f of files) zip.file(f.name, f.bytes);
  const bytes = await zip.generateAsync(
    {
      type: 'uint8array',
      compression: 'DEFLATE',
      compressionOptions: { level: ZIP_COMPRESSION_LEVEL },
    },
    (meta) => onProgress(meta.percent / 100),
  );
  return new Blob([bytes as BlobPart], { type: 'application/zip' });
}

/**
 * "Download all medias" (core.md §4): fetch, then compress, reporting 0-95 % while fetching,
 * 95-99 % while compressing and 100 % when the zip is ready. null: nothing could be fetched.
 */
export async function downloadAllMedias(
  items: MediaItem[],
  options: { concurrency: number; onProgress(progress: number): void },
): Promise<{ zip: Blob; files: string[]; failed: number } | null> {
  const { files, failed } = await fetchMedia(items, options.concurrency, (f) =>
    options.onProgress(zipProgress('fetching', f)),
  );
  if (!files.length) return null;
  const zip = await zipFiles(files, (f) => options.onProgress(zipProgress('compressing', f)));
  options.onProgress(zipProgress('done'));
  return { zip, files: files.map((f) => f.name), failed };
}
