/** File kinds recognised from their first bytes (core.md §5 downloads). */
export type SniffedType =
  | 'jpg'
  | 'png'
  | 'gif'
  | 'webp'
  | 'mp4'
  | 'webm'
  | 'flv'
  | 'mp3'
  | 'ogg'
  | 'wav'
  | 'pdf'
  | 'zip';

/** How many leading bytes `sniffFileType` needs. */
export const SNIFF_BYTES = 16;

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  bytes.length >= at + text.length &&
  [...text].every((ch, i) => bytes[at + i] === ch.charCodeAt(0));

const startsWith = (bytes: Uint8Array, prefix: number[]) =>
  bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);

/** The file kind the leading bytes announce, or null when they match none of the known ones. */
export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'gif';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'webp';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return 'wav';
  // ISO base media (MP4, MOV, M4A): a box size, then "ftyp".
  if (ascii(bytes, 4, 'ftyp')) return 'mp4';
  // EBML header: WebM (and Matroska, which shares it).
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
  if (ascii(bytes, 0, 'FLV')) return 'flv';
  if (ascii(bytes, 0, 'OggS')) return 'ogg';
  if (ascii(bytes, 0, '%PDF')) return 'pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06]))
    return 'zip';
  // MP3: an ID3 tag, or an MPEG audio frame sync (11 set bits, layer not reserved).
  if (ascii(bytes, 0, 'ID3')) return 'mp3';
  if (
    bytes.length >= 2 &&
    bytes[0] === 0xff &&
    (bytes[1] & 0xe0) === 0xe0 &&
    (bytes[1] & 0x06) !== 0
  )
    return 'mp3';
  return null;
}
