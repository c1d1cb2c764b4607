import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ffmpegPath } from '@talkreel/engine';
import type { TestServer } from '../../test/test-server';

const run = promisify(execFile);

/** Test media made with ffmpeg on the spot (used only by tests). */
export async function makeMedia(name: string, args: string[]): Promise<Buffer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talkreel-media-'));
  const out = path.join(dir, name);
  try {
    await run(ffmpegPath(), ['-v', 'error', '-y', ...args, out]);
    return fs.readFileSync(out);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A tone with a warble, so pitch and brightness measures have something to measure. */
const tone = (seconds: number) => [
  '-f',
  'lavfi',
  '-i',
  `sine=frequency=180:beep_factor=3:duration=${seconds}:sample_rate=22050`,
];

export const makeWav = (seconds: number) => makeMedia('a.wav', [...tone(seconds), '-ac', '1']);
export const makeMp3 = (seconds: number) =>
  makeMedia('a.mp3', [...tone(seconds), '-ac', '1', '-c:a', 'libmp3lame', '-b:a', '64k']);

/** A small video: `height` px tall, `seconds` long, with or without a sound track. */
export function makeVideo(
  seconds: number,
  opts: { height?: number; audio?: boolean; container?: 'mp4' | 'mov' } = {},
) {
  const height = opts.height ?? 1280;
  const width = Math.round((height * 9) / 16 / 2) * 2;
  const args = ['-f', 'lavfi', '-i', `color=c=steelblue:s=${width}x${height}:d=${seconds}:r=2`];
  if (opts.audio !== false) args.push(...tone(seconds));
  args.push('-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p');
  if (opts.audio !== false) args.push('-c:a', 'aac', '-shortest');
  return makeMedia(`v.${opts.container ?? 'mp4'}`, args);
}

export const makePng = () =>
  makeMedia('i.png', ['-f', 'lavfi', '-i', 'color=c=red:s=90x160:d=1', '-frames:v', '1']);
export const makeJpeg = () =>
  makeMedia('i.jpg', ['-f', 'lavfi', '-i', 'color=c=red:s=90x160:d=1', '-frames:v', '1']);

export interface Uploaded {
  status: number;
  body: { code: number; message: string; data: Record<string, unknown> | null };
  taskId?: string;
}

/** POST /upload/file, then the PUT of the bytes to the presigned address. */
export async function openAndPut(
  server: TestServer,
  token: string,
  kind: string,
  bytes: Buffer,
  fileName = 'file.bin',
) {
  const open = await server.call<{ presigned_url: string; task_id: string }>(
    'POST',
    '/upload/file',
    { file_name: fileName, file_size: bytes.length, content_type: kind },
    { token },
  );
  if (open.body.code !== 200) throw new Error(`upload/file: ${JSON.stringify(open.body)}`);
  const url = new URL(open.body.data.presigned_url, server.url).toString();
  const put = await fetch(url, { method: 'PUT', body: new Uint8Array(bytes) });
  return { taskId: open.body.data.task_id, url, putStatus: put.status };
}

/** The whole upload: open, PUT, confirm. Answers the confirm reply. */
export async function uploadFile(
  server: TestServer,
  token: string,
  kind: string,
  bytes: Buffer,
  fileName?: string,
) {
  const { taskId } = await openAndPut(server, token, kind, bytes, fileName);
  const confirm = await server.call<{ file_uri: string; file_type: string; format: string }>(
    'POST',
    `/upload/confirm/${taskId}`,
    undefined,
    { token },
  );
  return { taskId, confirm };
}
