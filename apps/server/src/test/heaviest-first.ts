import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest (they render, track faces, fuzz or spawn processes), longest
 * first, as measured per file with the JSON reporter. A clean checkout has no timings cache, so
 * vitest would order files by size and could start one of these last, leaving one worker busy
 * for minutes at the end while the other idles.
 */
const HEAVIEST = [
  'features/actors/custom/render-video-actor.test.ts',
  'features/actors/custom/render-photo-actor.test.ts',
  'features/videos/videos.test.ts',
  // Issue 26's: ~90 s each per database on a loaded machine (mattes computed, pictures rendered).
  'features/actors/matte/actor-matte.test.ts',
  'features/videos/picture/picture.test.ts',
  'fuzz/fuzz.test.ts',
  'features/videos/fair-use.test.ts',
  'features/actors/custom/custom-actors.test.ts',
  'features/videos/render-fairness.test.ts',
  'features/voices/clone/clone.test.ts',
  'start-up/signing-secret-check.test.ts',
  'features/voices/preview-fair-use.test.ts',
  'features/agent/workflow/workflow.test.ts',
];

const rank = (spec: TestSpecification) => {
  const i = HEAVIEST.findIndex((file) => spec.moduleId.endsWith(`/src/${file}`));
  return i < 0 ? HEAVIEST.length : i;
};

/** Starts the heaviest files first (each database's copy side by side), then vitest's own order. */
export class HeaviestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array.prototype.sort is stable, so the rest keep vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
