import { type CaptionCue, formatSrt, parseSrt } from '../srt.js';
import type { SceneTiming } from './scene-timing.js';

/**
 * All scenes' captions in one SubRip file: each cue moved by its scene's start and renumbered.
 * A cue is kept inside its scene (until the next scene starts, which is earlier than the scene's
 * end when a cross-fade overlaps them), so cues never overlap across a join.
 */
export function mergeSceneSrt(texts: string[], scenes: SceneTiming[]): string {
  const cues: CaptionCue[] = [];
  texts.forEach((text, i) => {
    const scene = scenes[i];
    const next = scenes[i + 1];
    const end = next ? next.start : scene.start + scene.duration;
    for (const cue of parseSrt(text)) {
      const from = scene.start + cue.start;
      const to = Math.min(end, scene.start + cue.end);
      if (to > from) cues.push({ start: from, end: to, text: cue.text });
    }
  });
  return formatSrt(cues);
}
