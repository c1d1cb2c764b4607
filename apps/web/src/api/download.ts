/**
 * Media are fetched directly by URL (core.md §7); these helpers serve the download features. The
 * size comes from the GET's content-length, not a HEAD request first: presigned S3 links are
 * signed for one method, so a HEAD on a GET link is refused (docs/decisions/operations.md).
 */

/** Fetches a file as a Blob, reporting the fraction received when the size is known. */
export async function fetchBlob(
  url: string,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<Blob> {
  const res = await fetch(url, { signal: options.signal });
  if (!res.ok) throw new Error(`Download failed: HTTP ${res.status}`);
  const total = Number(res.headers.get('content-length')) || 0;
  if (!res.body || !total || !options.onProgress) return res.blob();
  const reader = res.body.getReader();
  const chunks: BlobPart[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    options.onProgress(Math.min(1, received / total));
  }
  return new Blob(chunks, { type: res.headers.get('content-type') ?? undefined });
}

/** Hands a Blob to the browser as a file download. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Give the browser a moment to start the download before the URL is revoked.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
