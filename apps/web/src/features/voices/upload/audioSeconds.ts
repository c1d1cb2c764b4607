/**
 * How long a recording lasts, as this browser reads it from the file's header (metadata only;
 * nothing plays). Null when it cannot tell (a type it does not play, a file it cannot read):
 * the server judges those, as it judges every file once uploaded.
 */
export function audioSeconds(file: File): Promise<number | null> {
  const audio = document.createElement('audio');
  if (!file.type || !audio.canPlayType(file.type) || typeof URL.createObjectURL !== 'function') {
    return Promise.resolve(null);
  }
  const url = URL.createObjectURL(file);
  return new Promise((resolve) => {
    const done = (seconds: number | null) => {
      audio.onloadedmetadata = null;
      audio.onerror = null;
      audio.removeAttribute('src');
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    audio.onloadedmetadata = () => done(Number.isFinite(audio.duration) ? audio.duration : null);
    audio.onerror = () => done(null);
    audio.preload = 'metadata';
    audio.src = url;
  });
}
