import { targetSampleRate } from '../frame-stream.js';
import type { PartStream } from './scene-parts.js';

/** What the sound's layout needs of a part: how many frames it lasts, at what rate. */
type PartLength = Pick<PartStream, 'frames' | 'fps'>;

/** Samples of sound a part's frames last. */
export const partSamples = (s: PartLength) => Math.round((s.frames / s.fps) * targetSampleRate);

/**
 * Each part's sound decoded (the decoder drops the AAC priming), on a timeline of its own from 0,
 * padded or cut to exactly the length of its frames: labelled [p0], [p1]… Laid end to end, part
 * i's first sample lands on its first frame whatever the AAC frame padding of the parts before it.
 */
export function partAudioChains(streams: PartLength[], firstInput: number): string[] {
  return streams.map(
    (s, i) =>
      `[${firstInput + i}:a]aresample=${targetSampleRate},asetpts=N/SR/TB,apad,` +
      `atrim=end_sample=${partSamples(s)}[p${i}]`,
  );
}

/**
 * The joined sound as a WAV, decoded once for every target: each part's sound laid out like its
 * frames, cross-faded over the same `overlaps[j]` frames as the pictures (or butted where 0). A
 * run of its own: our ffmpeg build crashes (SIGSEGV) running acrossfade in one graph with the
 * video, and each target's run then only encodes it.
 */
export function joinedSoundArgs(
  fullParts: string[],
  streams: PartLength[],
  overlaps: number[],
  wav: string,
): string[] {
  const args = ['-hide_banner', '-loglevel', 'error', '-y'];
  for (const path of fullParts) args.push('-i', path);
  const graph = partAudioChains(streams, 0);
  let sound = '[p0]';
  overlaps.forEach((frames, j) => {
    const samples = partSamples({ frames, fps: streams[j].fps });
    const joined = `[s${j + 1}]`;
    graph.push(
      samples > 0
        ? `${sound}[p${j + 1}]acrossfade=ns=${samples}:c1=tri:c2=tri${joined}`
        : `${sound}[p${j + 1}]concat=n=2:v=0:a=1${joined}`,
    );
    sound = joined;
  });
  args.push('-filter_complex', graph.join(';'), '-map', sound, '-c:a', 'pcm_s16le', wav);
  return args;
}
