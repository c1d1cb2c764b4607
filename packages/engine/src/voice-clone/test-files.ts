// Test support: recordings with bytes that are not valid UTF-8, so a multipart round trip that
// mangled binary data would show.
import type { RecordedRequest } from '../speech/providers/loopback-server';
import { encodeWav } from '../speech/wav';
import type { CloneAudioFile } from './clone-audio-file';

export function toneWav(hz: number, seconds: number): CloneAudioFile {
  const rate = 16_000;
  const samples = new Float32Array(rate * seconds);
  for (let i = 0; i < samples.length; i++)
    samples[i] = 0.5 * Math.sin((2 * Math.PI * hz * i) / rate);
  return { bytes: encodeWav(samples, rate), fileName: `tone-${hz}.wav`, contentType: 'audio/wav' };
}

/** Parses a recorded multipart body the way a server would. */
export function parseMultipart(request: RecordedRequest): Promise<FormData> {
  const contentType = String(request.headers['content-type']);
  return new Response(new Uint8Array(request.rawBody), {
    headers: { 'content-type': contentType },
  }).formData();
}

export async function fileBytes(value: FormDataEntryValue | null): Promise<Buffer> {
  if (!(value instanceof Blob)) throw new Error('form field is not a file');
  return Buffer.from(await value.arrayBuffer());
}
