/**
 * The value of one sample in Prometheus text, e.g. `sample(text, 'talkreel_queue_depth',
 * { kind: 'video.render' })`; undefined when no sample has exactly those labels.
 */
export function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries(
      [...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]),
    );
    const wanted = Object.entries(labels);
    if (wanted.length === Object.keys(have).length && wanted.every(([k, v]) => have[k] === v))
      return Number(m[3]);
  }
  return undefined;
}
