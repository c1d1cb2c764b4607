import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import ffmpeg from '@ffmpeg-installer/ffmpeg';

/** Real image files for upload tests, made on the spot. */

function chunk(type: string, data: Buffer) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

/**
 * An RGB PNG of `width` x `height`. `noise` fills it with random pixels stored uncompressed,
 * which makes a file of about width * height * 3 bytes. `rows` below `height` makes a
 * well-formed file (right CRCs) whose pixel data is too short: it does not decode.
 */
export function makePng(
  width: number,
  height: number,
  opts: { noise?: boolean; rows?: number } = {},
) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const row = 1 + width * 3;
  const rows = opts.rows ?? height;
  const raw = opts.noise ? randomBytes(row * rows) : Buffer.alloc(row * rows, 0x80);
  for (let y = 0; y < rows; y++) raw[y * row] = 0; // filter: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: opts.noise ? 0 : 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A still frame encoded by ffmpeg in the given format (`mjpeg` -> .jpg, `gif` -> .gif). */
export function makeWithFfmpeg(ext: 'jpg' | 'gif', size = '48x32') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talkreel-img-'));
  const file = path.join(dir, `frame.${ext}`);
  execFileSync(
    ffmpeg.path,
    ['-v', 'error', '-f', 'lavfi', '-i', `testsrc=size=${size}:rate=1`, '-frames:v', '1', file],
    { stdio: 'pipe' },
  );
  const bytes = fs.readFileSync(file);
  fs.rmSync(dir, { recursive: true, force: true });
  return bytes;
}
