/** One recording sent to a provider for cloning. */
export interface CloneAudioFile {
  bytes: Buffer;
  fileName: string;
  /** MP3 or WAV, e.g. "audio/mpeg" or "audio/wav". */
  contentType: string;
}

/** Cloning uploads a few MB and the provider analyses it before answering; allow for that. */
export const CLONE_TIMEOUT_MS = 120_000;

export function fileBlob(file: CloneAudioFile): Blob {
  // A copy as a plain Uint8Array: Blob does not take a Buffer view of a shared pool.
  return new Blob([new Uint8Array(file.bytes)], { type: file.contentType });
}
