import zlib from 'node:zlib';

const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([len, body, crc]);
};

/**
 * A real RGB PNG of the given size: a violet-to-amber diagonal gradient with a white disc in
 * the middle, so a crop is visible in screenshots.
 */
export function gradientPng(width: number, height: number): Buffer {
  const rows: Buffer[] = [];
  const r = Math.min(width, height) / 4;
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      const inDisc = (x - width / 2) ** 2 + (y - height / 2) ** 2 < r * r;
      row[1 + x * 3] = inDisc ? 255 : Math.round(109 + (245 - 109) * t);
      row[2 + x * 3] = inDisc ? 255 : Math.round(74 + (158 - 74) * t);
      row[3 + x * 3] = inDisc ? 255 : Math.round(255 + (11 - 255) * t);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Width and height from a PNG's header, or null when the bytes are not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || bytes.toString('latin1', 1, 4) !== 'PNG') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
