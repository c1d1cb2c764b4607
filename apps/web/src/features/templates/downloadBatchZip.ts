import { saveBlob } from '../../api/download';
import type { Batch } from './templatesApi';

/** Characters no file system takes in a name. */
const safe = (name: string) => name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_').slice(0, 120) || 'video';

/**
 * The batch's zip: each finished video under its row's name, plus results.csv. Built in the
 * page from the signed links (the server keeps no zip of its own).
 */
export async function downloadBatchZip(batch: Batch, results: { fileName: string; csv: string }) {
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  zip.file('results.csv', results.csv);
  for (const row of batch.rows) {
    if (!row.videoUrl) continue;
    const res = await fetch(row.videoUrl);
    if (res.ok) zip.file(`${safe(row.name)}.mp4`, await res.blob());
  }
  const blob = await zip.generateAsync({ type: 'blob' });
  saveBlob(blob, `${safe(batch.name)}.zip`);
}
