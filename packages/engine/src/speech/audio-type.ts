/** An audio container recognised from its first bytes. */
export interface AudioType {
  mimeType: string;
  /** File extension for storage keys, without the dot. */
  extension: string;
}

const MP3: AudioType = { mimeType: 'audio/mpeg', extension: 'mp3' };
const WAV: AudioType = { mimeType: 'audio/wav', extension: 'wav' };
const OGG: AudioType = { mimeType: 'audio/ogg', extension: 'ogg' };
const FLAC: AudioType = { mimeType: 'audio/flac', extension: 'flac' };
const AAC: AudioType = { mimeType: 'audio/aac', extension: 'aac' };
const MP4: AudioType = { mimeType: 'audio/mp4', extension: 'm4a' };
const WEBM: AudioType = { mimeType: 'audio/webm', extension: 'webm' };

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  bytes.length >= at + text.length &&
  [...text].every((char, i) => bytes[at + i] === char.charCodeAt(0));

/**
 * What audio `bytes` hold, judged by their magic numbers alone: a provider's content-type
 * header and the format we asked for are both only claims. Null when the bytes are none of
 * the containers speech providers send.
 */
export function sniffAudioType(bytes: Uint8Array): AudioType | null {
  if (ascii(bytes, 0, 'ID3')) return MP3;
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return WAV;
  if (ascii(bytes, 0, 'OggS')) return OGG;
  if (ascii(bytes, 0, 'fLaC')) return FLAC;
  if (ascii(bytes, 4, 'ftyp')) return MP4;
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    return WEBM;
  }
  // MPEG audio frame sync: 11 set bits. Layer bits 00 are AAC's ADTS header, else MP3 (layer III)
  // or its older layers, which decoders read alike.
  if (bytes.length >= 4 && bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0) {
    const version = (bytes[1] >> 3) & 0b11;
    const layer = (bytes[1] >> 1) & 0b11;
    const bitrate = bytes[2] >> 4;
    const sampleRate = (bytes[2] >> 2) & 0b11;
    if (layer === 0 && (bytes[1] & 0xf6) === 0xf0) return AAC;
    if (version !== 0b01 && layer !== 0 && bitrate !== 0b1111 && sampleRate !== 0b11) return MP3;
  }
  return null;
}
