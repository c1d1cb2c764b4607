/** Characters of the script that make the file name (creation.md §9). */
const SCRIPT_CHARS = 20;

/**
 * `{actor name}_{first 20 script characters, non-alphanumerics as underscores}_{timestamp}.mp4`
 * (creation.md §9). Letters of any script count as alphanumeric; characters a file system
 * refuses are also dropped from the actor name.
 */
export function downloadNameOf(
  video: { actor: { name: string }; inputText: string },
  now: number = Date.now(),
): string {
  const script = [...video.inputText]
    .slice(0, SCRIPT_CHARS)
    .join('')
    .replace(/[^\p{L}\p{N}]/gu, '_');
  const actor = video.actor.name.replace(/[\\/:*?"<>|]/g, '_').trim() || 'video';
  return `${actor}_${script}_${now}.mp4`;
}
