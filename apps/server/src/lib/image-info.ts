import { crc32, createInflate } from 'node:zlib';
import { AVATAR_MAX_PIXELS } from '@talkreel/contract';

export interface ImageInfo {
  type: 'png' | 'jpeg';
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

/** Larger sides than this are refused: no real photo needs them and they cost memory. */
const MAX_SIDE = 16_384;

/**
 * Returned for an image whose header declares more pixels than allowed (AVATAR_MAX_PIXELS unless
 * the caller says otherwise): judged from the header alone, so a small file promising a huge picture is never inflated.
 */
export const TOO_MANY_PIXELS = 'too_many_pixels';
type Verdict = ImageInfo | typeof TOO_MANY_PIXELS | null;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Channels per PNG colour type; other types are invalid. */
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** Bytes of the filtered scanlines of a w x h PNG: one filter byte per row. */
const scanlineBytes = (w: number, h: number, bitsPerPixel: number) =>
  w === 0 || h === 0 ? 0 : h * (1 + Math.ceil((w * bitsPerPixel) / 8));

/** Adam7 passes: (x start, y start, x step, y step). */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
];

/**
 * A PNG is accepted when every chunk's CRC is right, IHDR is sane, and the IDAT stream
 * inflates to exactly the pixel data its header promises: a real decode, not a name check.
 */
async function readPng(buf: Buffer, maxPixels: number): Promise<Verdict> {
  if (buf.length < 33 || !buf.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  let pos = 8;
  let header: { width: number; height: number; bpp: number; interlaced: boolean } | null = null;
  const idat: Buffer[] = [];
  let ended = false;
  while (pos + 12 <= buf.length) {
    const length = buf.readUInt32BE(pos);
    const type = buf.toString('latin1', pos + 4, pos + 8);
    if (pos + 12 + length > buf.length) return null;
    const data = buf.subarray(pos + 8, pos + 8 + length);
    if (crc32(buf.subarray(pos + 4, pos + 8 + length)) !== buf.readUInt32BE(pos + 8 + length)) {
      return null;
    }
    if (!header && type !== 'IHDR') return null;
    if (type === 'IHDR') {
      if (header || length !== 13) return null;
      const depth = data[8];
      const channels = PNG_CHANNELS[data[9]];
      if (!channels || ![1, 2, 4, 8, 16].includes(depth) || data[10] !== 0 || data[11] !== 0) {
        return null;
      }
      header = {
        width: data.readUInt32BE(0),
        height: data.readUInt32BE(4),
        bpp: depth * channels,
        interlaced: data[12] === 1,
      };
      if (data[12] > 1) return null;
    } else if (type === 'IDAT') {
      idat.push(data);
    } else if (type === 'IEND') {
      ended = true;
      break;
    }
    pos += 12 + length;
  }
  if (!header || !ended || idat.length === 0) return null;
  const { width, height, bpp, interlaced } = header;
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) return null;
  if (width * height > maxPixels) return TOO_MANY_PIXELS;
  const expected = interlaced
    ? ADAM7.reduce(
        (sum, [x0, y0, dx, dy]) =>
          sum + scanlineBytes(Math.ceil((width - x0) / dx), Math.ceil((height - y0) / dy), bpp),
        0,
      )
    : scanlineBytes(width, height, bpp);
  if ((await inflatedLength(Buffer.concat(idat), expected)) !== expected) return null;
  return { type: 'png', contentType: 'image/png', width, height };
}

/**
 * Length of the zlib stream's output, counted without keeping it (a small PNG can inflate
 * to gigabytes); stops early past `limit`. Null when the stream is corrupt.
 */
function inflatedLength(data: Buffer, limit: number): Promise<number | null> {
  return new Promise((resolve) => {
    const inflate = createInflate();
    let total = 0;
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) {
        inflate.destroy();
        resolve(total);
      }
    });
    inflate.on('end', () => resolve(total));
    inflate.on('error', () => resolve(null));
    inflate.end(data);
  });
}

/** Start-of-frame markers of every JPEG coding process (not DHT, JPG or DAC). */
const SOF_MARKERS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

/**
 * A JPEG is accepted when its marker segments are well formed up to the scan, a frame header
 * gives non-zero dimensions and components, and the file ends with the end-of-image marker.
 */
function readJpeg(buf: Buffer, maxPixels: number): Verdict {
  if (buf.length < 4 || buf[0] !== 0xff || buf[1] !== 0xd8 || buf[2] !== 0xff) return null;
  let pos = 2;
  let size: { width: number; height: number } | null = null;
  while (pos + 4 <= buf.length) {
    if (buf[pos] !== 0xff) return null;
    const marker = buf[pos + 1];
    if (marker === 0xff) {
      pos += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      pos += 2;
      continue;
    }
    const length = buf.readUInt16BE(pos + 2);
    if (length < 2 || pos + 2 + length > buf.length) return null;
    if (SOF_MARKERS.has(marker)) {
      if (length < 8) return null;
      const height = buf.readUInt16BE(pos + 5);
      const width = buf.readUInt16BE(pos + 7);
      const components = buf[pos + 9];
      if (!width || !height || !components || length !== 8 + components * 3) return null;
      size = { width, height };
    }
    if (marker === 0xda) {
      // Entropy-coded data follows the scan header; a whole file ends with EOI.
      const end = buf.lastIndexOf(Buffer.from([0xff, 0xd9]));
      if (!size || end < pos + 2 + length) return null;
      if (size.width > MAX_SIDE || size.height > MAX_SIDE) return null;
      if (size.width * size.height > maxPixels) return TOO_MANY_PIXELS;
      return { type: 'jpeg', contentType: 'image/jpeg', ...size };
    }
    pos += 2 + length;
  }
  return null;
}

/**
 * What a PNG or JPEG really is, judged by its bytes; null for anything else or a broken file,
 * TOO_MANY_PIXELS for a picture of more than `maxPixels` (by default what an avatar may have).
 */
export async function readImageInfo(buf: Buffer, maxPixels = AVATAR_MAX_PIXELS): Promise<Verdict> {
  return (await readPng(buf, maxPixels)) ?? readJpeg(buf, maxPixels);
}
