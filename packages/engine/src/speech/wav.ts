/** Mono PCM audio as plain samples in [-1, 1]. */
export interface PcmAudio {
  samples: Float32Array;
  sampleRate: number;
}

/** Encodes mono samples as a 16-bit PCM WAV file. */
export function encodeWav(samples: Float32Array, sampleRate: number): Buffer {
  const dataBytes = samples.length * 2;
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < samples.length; i++) {
    const clamped = Math.max(-1, Math.min(1, samples[i]));
    wav.writeInt16LE(Math.round(clamped * 32767), 44 + i * 2);
  }
  return wav;
}

/**
 * Decodes a WAV file of 16-bit integer or 32-bit float PCM, mixing channels down to mono.
 * Tolerates the unknown data length ffmpeg writes when its output is a pipe.
 */
export function decodeWav(wav: Uint8Array): PcmAudio {
  const view = Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength);
  if (view.toString('ascii', 0, 4) !== 'RIFF' || view.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('not a WAV file');
  }
  let offset = 12;
  let format: { code: number; channels: number; sampleRate: number; bits: number } | undefined;
  while (offset + 8 <= view.length) {
    const id = view.toString('ascii', offset, offset + 4);
    const size = view.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      const code = view.readUInt16LE(body);
      format = {
        // WAVE_FORMAT_EXTENSIBLE keeps the real format code at the start of its sub-format GUID.
        code: code === 0xfffe ? view.readUInt16LE(body + 24) : code,
        channels: view.readUInt16LE(body + 2),
        sampleRate: view.readUInt32LE(body + 4),
        bits: view.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!format) throw new Error('WAV data before its format');
      const end =
        size === 0 || size === 0xffffffff ? view.length : Math.min(view.length, body + size);
      return { samples: readPcm(view.subarray(body, end), format), sampleRate: format.sampleRate };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV file has no data');
}

function readPcm(
  data: Buffer,
  format: { code: number; channels: number; bits: number },
): Float32Array {
  const bytes = format.bits / 8;
  const frameBytes = bytes * format.channels;
  const frames = Math.floor(data.length / frameBytes);
  const out = new Float32Array(frames);
  const read =
    format.code === 3 && format.bits === 32
      ? (at: number) => data.readFloatLE(at)
      : format.code === 1 && format.bits === 16
        ? (at: number) => data.readInt16LE(at) / 32768
        : undefined;
  if (!read) throw new Error(`unsupported WAV format ${format.code}/${format.bits} bit`);
  for (let frame = 0; frame < frames; frame++) {
    let sum = 0;
    for (let channel = 0; channel < format.channels; channel++) {
      sum += read(frame * frameBytes + channel * bytes);
    }
    out[frame] = sum / format.channels;
  }
  return out;
}
