import { execFile } from 'node:child_process';
import fsp from 'node:fs/promises';
import { promisify } from 'node:util';
import {
  AUDIO_MIN_SECONDS,
  exceedsUploadLimit,
  type FileKind,
  IMAGE_MAX_PIXELS,
  SHEET_KIND,
  SVG_FORMAT,
  SVG_UPLOAD_MAX_BYTES,
  type UploadFormat,
  type UploadKind,
  VIDEO_MAX_HEIGHT,
  VIDEO_MAX_SECONDS,
  VIDEO_MIN_HEIGHT,
  VIDEO_MIN_SECONDS,
} from '@talkreel/contract';
import { ffmpegPath, type MediaProbe, probeMedia } from '@talkreel/engine';
import { readImageInfo } from '../../lib/image-info';
import { sheetFormatOf } from '../batches/read-sheet';
import { safeSvgText, svgIntrinsicSize } from './svg-image';

const run = promisify(execFile);
/** Decoded audio shorter than this share of what the header says is a cut-off file. */
const TRUNCATION_TOLERANCE = 0.95;

/** What the bytes turned out to be. */
export interface JudgedFile {
  format: UploadFormat;
  mimeType: string;
  durationSec: number | null;
  width: number | null;
  height: number | null;
}

const MIME: Record<UploadFormat, string> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  jpeg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  svg: 'image/svg+xml',
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const ascii = (b: Buffer, start: number, end: number) => b.subarray(start, end).toString('latin1');

/** The container the first bytes announce, whatever the file is called or declared as. */
export function sniffFormat(head: Buffer): UploadFormat | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WAVE') return 'wav';
  // An ID3 tag, or an MPEG audio frame sync (11 set bits) with layer III.
  if (ascii(head, 0, 3) === 'ID3') return 'mp3';
  if (
    head.length >= 2 &&
    head[0] === 0xff &&
    (head[1] & 0xe0) === 0xe0 &&
    (head[1] & 0x06) === 0x02
  ) {
    return 'mp3';
  }
  const box = ascii(head, 4, 8);
  if (box === 'ftyp') return ascii(head, 8, 12) === 'qt  ' ? 'mov' : 'mp4';
  // Older QuickTime files start straight with one of these atoms.
  if (['moov', 'mdat', 'wide', 'free', 'skip'].includes(box)) return 'mov';
  return null;
}

const KIND_FORMATS: Record<UploadKind, readonly UploadFormat[]> = {
  audio: ['mp3', 'wav'],
  image: ['jpeg', 'png'],
  video: ['mp4', 'mov'],
};

async function readEnds(path: string, n: number) {
  const file = await fsp.open(path, 'r');
  try {
    const { size } = await file.stat();
    const head = Buffer.alloc(Math.min(n, size));
    await file.read(head, 0, head.length, 0);
    const tail = Buffer.alloc(Math.min(n, size));
    await file.read(tail, 0, tail.length, Math.max(0, size - tail.length));
    return { head, tail, size };
  } finally {
    await file.close();
  }
}

/** A complete image ends with its end marker; a cut-off one does not. */
function imageComplete(format: UploadFormat, tail: Buffer) {
  if (format === 'png') return tail.includes(Buffer.from('IEND'));
  // JPEG: the end-of-image marker, possibly followed by a little padding.
  return tail.includes(Buffer.from([0xff, 0xd9]));
}

/**
 * The tool could not run at all (missing, not executable, no processes left): a system error
 * (string code like ENOENT), not a verdict on the file, which must not be refused for it.
 */
const couldNotRun = (err: unknown) => typeof (err as { code?: unknown }).code === 'string';

async function probe(path: string): Promise<MediaProbe | null> {
  try {
    return await probeMedia(path);
  } catch (err) {
    if (couldNotRun(err)) throw err;
    return null;
  }
}

/**
 * Decodes the whole audio stream and says how many seconds really came out, or null when the
 * decoder reports errors. A cut-off file whose header promises more decodes short.
 */
async function decodedSeconds(path: string): Promise<number | null> {
  try {
    const { stdout, stderr } = await run(
      ffmpegPath(),
      [
        '-v',
        'error',
        '-nostats',
        '-i',
        path,
        '-map',
        '0:a:0',
        '-f',
        'null',
        '-progress',
        'pipe:1',
        '-',
      ],
      { maxBuffer: 4 * 1024 * 1024 },
    );
    if (stderr.trim() !== '') return null;
    const times = [...stdout.matchAll(/out_time_us=(\d+)/g)];
    const last = times.at(-1)?.[1];
    return last ? Number(last) / 1e6 : null;
  } catch (err) {
    if (couldNotRun(err)) throw err;
    return null;
  }
}

/**
 * Judges a received file by its content: magic bytes first, then ffprobe (and a full decode for
 * audio). Returns null when it is not a valid file of `kind` (creation.md §5 rules).
 */
export async function judgeFile(kind: FileKind, path: string): Promise<JudgedFile | null> {
  const { head, tail, size } = await readEnds(path, 16);
  if (size === 0 || exceedsUploadLimit(kind, size)) return null;
  if (kind === SHEET_KIND) return judgeSheet(path);
  const format = sniffFormat(head);
  if (!format && kind === 'image') return judgeSvg(path, size);
  if (!format || !KIND_FORMATS[kind].includes(format)) return null;
  const mimeType = MIME[format];

  if (kind === 'image') {
    if (!imageComplete(format, tail)) return null;
    // Its header first: a few kilobytes may promise billions of pixels, which the actor job
    // (or ffprobe) would otherwise try to hold in memory.
    const checked = await readImageInfo(await fsp.readFile(path), IMAGE_MAX_PIXELS);
    if (typeof checked !== 'object' || checked?.type !== format) return null;
    const info = await probe(path);
    if (!info?.hasVideo || info.width < 1 || info.height < 1) return null;
    return { format, mimeType, durationSec: null, width: info.width, height: info.height };
  }

  const info = await probe(path);
  if (!info) return null;
  if (kind === 'audio') {
    const codecOk =
      format === 'mp3' ? info.audioCodec === 'mp3' : /^pcm_/.test(info.audioCodec ?? '');
    // A video stream is allowed: MP3s often carry their cover art as one.
    if (!info.hasAudio || !codecOk) return null;
    const decoded = await decodedSeconds(path);
    // The header may promise more than the bytes hold (a cut-off upload): trust the decode.
    if (decoded === null || decoded < info.durationSec * TRUNCATION_TOLERANCE) return null;
    if (!(decoded >= AUDIO_MIN_SECONDS)) return null;
    return { format, mimeType, durationSec: decoded, width: null, height: null };
  }

  if (!info.hasVideo || !/mov|mp4/.test(info.format)) return null;
  if (info.height < VIDEO_MIN_HEIGHT || info.height > VIDEO_MAX_HEIGHT) return null;
  if (!(info.durationSec >= VIDEO_MIN_SECONDS && info.durationSec <= VIDEO_MAX_SECONDS)) {
    return null;
  }
  return {
    format,
    mimeType,
    durationSec: info.durationSec,
    width: info.width,
    height: info.height,
  };
}

/** A batch's sheet (at most 5 MB, checked above, so read whole): XLSX or UTF-8 CSV. */
async function judgeSheet(path: string): Promise<JudgedFile | null> {
  const format = sheetFormatOf(await fsp.readFile(path));
  if (!format) return null;
  return { format, mimeType: MIME[format], durationSec: null, width: null, height: null };
}

/**
 * An SVG image (brand logos): small, drawable without reaching outside the file, with a size of
 * its own. Its width and height are those it declares (in user units).
 */
async function judgeSvg(path: string, size: number): Promise<JudgedFile | null> {
  if (size > SVG_UPLOAD_MAX_BYTES) return null;
  const text = safeSvgText(await fsp.readFile(path));
  const box = text && svgIntrinsicSize(text);
  if (!box) return null;
  return {
    format: SVG_FORMAT,
    mimeType: MIME.svg,
    durationSec: null,
    width: Math.round(box.width),
    height: Math.round(box.height),
  };
}
