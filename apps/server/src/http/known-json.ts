import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Code, Message } from '@talkreel/contract';
import { preferredEncoding, type ReplyEncoding } from './accept-encoding';

/** The envelope of a success, up to its data. */
const OK_PREFIX = `{"code":${Code.OK},"message":${JSON.stringify(Message.OK)},"data":`;

/** Below this a compressed copy saves less than the headers announcing it. */
const COMPRESS_MIN_BYTES = 1024;
/** Made once and sent many times: a middling level costs a few ms once and shrinks ~10×. */
const BROTLI_QUALITY = 5;

interface Known {
  bytes: Buffer;
  sends: number;
  compressed: Partial<Record<ReplyEncoding, Buffer>>;
}

/**
 * Replies whose envelope was already made. A cached listing is sent again and again: its whole
 * success envelope is kept as UTF-8 bytes, so a reuse neither stringifies the value, nor joins
 * 30 KB of text, nor encodes it again when the socket writes it (a Buffer goes to the kernel
 * as it is). Keyed weakly by the value itself, so the bytes go when the value does; the value
 * must not be changed after it is registered.
 */
const envelopes = new WeakMap<object, Known>();

export function withJsonText<T extends object>(value: T): T {
  const bytes = Buffer.from(`${OK_PREFIX}${JSON.stringify(value)}}`, 'utf8');
  envelopes.set(value, { bytes, sends: 0, compressed: {} });
  return value;
}

export interface KnownReply {
  body: Buffer;
  /** Set when `body` is compressed (the reply's Content-Encoding). */
  encoding?: ReplyEncoding;
}

/**
 * The bytes of `{code: 200, message, data: value}` when `value` was registered, compressed
 * for a client that accepts it once the value is sent a second time: a reply sent once (a cache
 * miss nobody asks for again) is not worth compressing, one that is reused is compressed once
 * and its copy sent from then on. A 30 KB listing's brotli copy is about a seventh of its size:
 * less to send to a browser on a slow link (the server's CPU per call barely moves either way).
 */
export function knownReply(
  value: unknown,
  acceptEncoding: string | undefined,
): KnownReply | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const known = envelopes.get(value);
  if (!known) return undefined;
  known.sends++;
  const encoding = preferredEncoding(acceptEncoding);
  if (!encoding || known.bytes.length < COMPRESS_MIN_BYTES || known.sends < 2) {
    return { body: known.bytes };
  }
  known.compressed[encoding] ??= compress(known.bytes, encoding);
  return { body: known.compressed[encoding], encoding };
}

function compress(bytes: Buffer, encoding: ReplyEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzipSync(bytes, { level: 6 });
}
