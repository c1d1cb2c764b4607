import { writeFile } from 'node:fs/promises';
import type { ActorSpec } from '../actors/actor-spec.js';
import type { SpeechResult } from '../timeline.js';
import { videoFps } from './actor-renderer.js';
import { checkBackground, type VideoBackground } from './background.js';
import { combineOverlays, createCaptionOverlay } from './caption-overlay.js';
import { type CaptionStyle, checkCaptionStyle } from './caption-style.js';
import { composeActorRenderer } from './compose-actor-renderer.js';
import { frameSize, type VideoFormat, type VideoResolution } from './frame-format.js';
import { type ActorLayout, checkLayout } from './layout.js';
import { checkLogo, createLogoOverlay, type LogoOptions } from './logo-overlay.js';
import { loudnessAt, withLoudnessJaw } from './loudness-jaw.js';
import { buildMouthTrack } from './mouth-track.js';
import type { RenderProgress, RenderReport } from './render-clip.js';
import { renderClip } from './render-clip.js';
import { fadeKeyFrames } from './scenes/scene-timing.js';
import { speechEnergyPerFrame } from './speech-energy.js';
import { buildCaptionCues, formatSrt } from './srt.js';

export interface TalkingVideoOutputs {
  /** 25 fps H.264/AAC MP4 at the format's size (720x1280 by default). */
  video: string;
  /** JPEG still of the first frame, at the video's size. */
  poster: string;
  /** Lower-bitrate MP4 at the format's small size (360x640 for 9:16; see compressedSize). */
  compressed: string;
  /** SubRip captions timed from the speech timeline. */
  srt: string;
}

export interface RenderTalkingVideoOptions {
  actor: ActorSpec;
  speech: SpeechResult;
  outputs: TalkingVideoOutputs;
  /** Default '9:16'. */
  format?: VideoFormat;
  /** Default '720p'. */
  resolution?: VideoResolution;
  /** Default the actor's own backdrop ({ type: 'actor' }). */
  background?: VideoBackground;
  /** Default the whole frame ({ placement: 'full', scale: 1 }). */
  layout?: ActorLayout;
  /** The brand's logo over every frame. */
  logo?: LogoOptions;
  /** Burn the captions into the video frames (the SRT is written either way). */
  captions?: boolean;
  /** How burned-in captions look; default today's (bold white on a dark plate, at the bottom). */
  captionStyle?: CaptionStyle;
  onProgress?: (progress: RenderProgress) => void;
  signal?: AbortSignal;
  /** See RenderClipInput.tapFrame (benchmarks only). */
  tapFrame?: (frame: Buffer) => Promise<void> | void;
  /**
   * The video is one scene of several, cross-faded into the scene before (`fadeIn`) and after
   * (`fadeOut`): its key frames are placed so the join re-encodes only the faded frames.
   */
  sceneFades?: { fadeIn: boolean; fadeOut: boolean };
  /**
   * The video is one scene of several, to be joined (joinScenes): its compressed MP4 is written
   * without sound, which the join rebuilds from the full MP4's.
   */
  scenePart?: boolean;
}

/** Longest video we render; longer speech is a caller error, not something to truncate silently. */
export const maxVideoSec = 120;

/** Renders the actor lip-syncing to the speech: the MP4, its compressed variant, a poster and an SRT. */
export async function renderTalkingVideo(
  options: RenderTalkingVideoOptions,
): Promise<RenderReport> {
  const { speech } = options;
  // The audio is the truth for duration; the timeline may end before trailing silence.
  const durationSec = speech.samples.length / speech.sampleRate;
  if (!(durationSec > 0)) throw new Error('Speech has no samples');
  if (durationSec > maxVideoSec + 0.5) {
    throw new Error(`Speech is ${durationSec.toFixed(1)} s; the limit is ${maxVideoSec} s`);
  }
  checkBackground(options.background);
  checkLayout(options.layout);
  checkLogo(options.logo);
  checkCaptionStyle(options.captionStyle);
  const size = frameSize(options.format, options.resolution);
  const cues = buildCaptionCues(speech.timeline.words);
  await writeFile(options.outputs.srt, formatSrt(cues));
  const { renderer, underlay, posterUnderlay, outputSize } = await composeActorRenderer(
    options.actor,
    {
      size,
      background: options.background,
      layout: options.layout,
    },
  );
  // Rasterised for the frames the renderer draws (smaller than the video when the encoder
  // enlarges them); an unreadable logo closes the renderer it no longer needs.
  const frame = { width: renderer.width, height: renderer.height };
  const logo = options.logo
    ? await createLogoOverlay(options.logo, frame).catch((err: unknown) => {
        renderer.close?.();
        throw err;
      })
    : null;
  const frames = Math.max(1, Math.round(durationSec * videoFps));
  return renderClip({
    renderer,
    durationSec,
    audio: { samples: speech.samples, sampleRate: speech.sampleRate },
    mouth: withLoudnessJaw(
      buildMouthTrack(speech.timeline.phonemes),
      loudnessAt(speech.samples, speech.sampleRate),
    ),
    energy: speechEnergyPerFrame(speech.samples, speech.sampleRate, videoFps, frames),
    overlay: combineOverlays([
      logo,
      options.captions
        ? createCaptionOverlay(cues, renderer.width, renderer.height, options.captionStyle)
        : null,
    ]),
    underlay,
    posterUnderlay,
    outputSize,
    outputs: options.outputs,
    onProgress: options.onProgress,
    signal: options.signal,
    tapFrame: options.tapFrame,
    keyFrames: options.sceneFades && fadeKeyFrames(frames, videoFps, options.sceneFades),
    silentCompressed: options.scenePart,
  });
}
