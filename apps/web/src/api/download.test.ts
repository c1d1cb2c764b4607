import { describe, expect, it, vi } from 'vitest';
import { fetchBlob } from './download';

const streamOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(c) {
      for (const chunk of chunks) c.enqueue(new TextEncoder().encode(chunk));
      c.close();
    },
  });

// jsdom's Blob has no text(); FileReader reads it the way older browsers would.
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('media downloads', () => {
  it('fetches a file as a Blob and reports the fraction received', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(streamOf('abcd', 'efgh'), {
          headers: { 'content-length': '8', 'content-type': 'video/mp4' },
        }),
    );
    const seen: number[] = [];
    const blob = await fetchBlob('/media/v.mp4', { onProgress: (f) => seen.push(f) });
    expect(await textOf(blob)).toBe('abcdefgh');
    expect(blob.type).toBe('video/mp4');
    expect(seen).toEqual([0.5, 1]);
  });

  it('fails on an HTTP error instead of saving an error page', async () => {
    vi.stubGlobal('fetch', async () => new Response('nope', { status: 404 }));
    await expect(fetchBlob('/media/missing.mp4')).rejects.toThrow('HTTP 404');
  });
});
