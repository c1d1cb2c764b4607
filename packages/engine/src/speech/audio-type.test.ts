import { describe, expect, it } from 'vitest';
import { encodeMp3, runFfmpegPipe } from './audio-codec';
import { sniffAudioType } from './audio-type';
import { encodeWav } from './wav';

// Half a second of a 440 Hz tone, encoded for real by ffmpeg.
const samples = Float32Array.from(
  { length: 11025 },
  (_, i) => 0.3 * Math.sin((i * 440 * 2 * Math.PI) / 22050),
);
const wav = encodeWav(samples, 22050);
const encode = (format: string, codec: string) =>
  runFfmpegPipe(['-f', 'wav', '-i', 'pipe:0', '-c:a', codec, '-f', format, 'pipe:1'], wav);

describe('sniffAudioType', () => {
  it('knows real audio files by their first bytes', async () => {
    const mp3 = await encodeMp3(samples, 22050);
    expect(sniffAudioType(mp3)).toEqual({ mimeType: 'audio/mpeg', extension: 'mp3' });
    // An MP3 without its ID3 tag starts straight with a frame header.
    const bare = await runFfmpegPipe(
      [
        '-f',
        'wav',
        '-i',
        'pipe:0',
        '-c:a',
        'libmp3lame',
        '-id3v2_version',
        '0',
        '-f',
        'mp3',
        'pipe:1',
      ],
      wav,
    );
    expect(bare[0]).toBe(0xff);
    expect(sniffAudioType(bare)?.mimeType).toBe('audio/mpeg');
    expect(sniffAudioType(wav)).toEqual({ mimeType: 'audio/wav', extension: 'wav' });
    expect(sniffAudioType(await encode('ogg', 'libopus'))?.mimeType).toBe('audio/ogg');
    expect(sniffAudioType(await encode('adts', 'aac'))?.mimeType).toBe('audio/aac');
    expect(sniffAudioType(await encode('flac', 'flac'))?.mimeType).toBe('audio/flac');
  });

  it('answers null for bytes that are not audio', () => {
    expect(sniffAudioType(Buffer.from('<html><body>Sign in</body></html>'))).toBeNull();
    expect(sniffAudioType(Buffer.from('{"detail":"quota exceeded"}'))).toBeNull();
    expect(sniffAudioType(Buffer.alloc(0))).toBeNull();
    expect(sniffAudioType(Buffer.from([0xff, 0xff, 0xff, 0xff]))).toBeNull();
    expect(sniffAudioType(Buffer.from('0123456789abcdef'.repeat(4)))).toBeNull();
  });
});
