import type { ActorSpec } from '../actors/actor-spec.js';
import { createActorRenderer } from '../actors/create-actor-renderer.js';
import type { ClipOutputs, RenderProgress, RenderReport } from './render-clip.js';
import { renderClip } from './render-clip.js';

export interface RenderIdleVideoOptions {
  durationSec?: number;
  onProgress?: (progress: RenderProgress) => void;
  signal?: AbortSignal;
}

/**
 * The actor's preview video: no speech, mouth closed, blinking and idle motion, with a silent
 * audio track so players treat it like any other clip.
 */
export async function renderIdleVideo(
  actor: ActorSpec,
  outputs: ClipOutputs,
  options: RenderIdleVideoOptions = {},
): Promise<RenderReport> {
  const renderer = await createActorRenderer(actor);
  return renderClip({
    renderer,
    durationSec: options.durationSec ?? 5,
    audio: null,
    mouth: null,
    outputs,
    onProgress: options.onProgress,
    signal: options.signal,
  });
}
