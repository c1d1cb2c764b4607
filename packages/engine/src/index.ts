export * from './media/ffmpeg-path';
export * from './speech';
export * from './timeline';
// Lip-sync rendering, actors and media probing.
export type { ActorSpec } from './actors/actor-spec';
export * from './actors/illustrated/params';
export type { FaceLandmarks } from './actors/photo/face-landmarks';
export { detectFaceLandmarks } from './actors/photo/detect-landmarks';
export * from './actors/stock-actors';
export { probeMedia, type MediaProbe } from './media/probe';
export { buildMouthTrack, type MouthTrack } from './render/mouth-track';
export type { MouthShape } from './render/mouth-shape';
export { visemesForPhoneme, type Viseme } from './render/visemes';
export { buildCaptionCues, formatSrt, parseSrt, type CaptionCue } from './render/srt';
export type { ClipOutputs, RenderProgress, RenderReport } from './render/render-clip';
export {
  renderTalkingVideo,
  type RenderTalkingVideoOptions,
  type TalkingVideoOutputs,
} from './render/render-talking-video';
export { renderIdleVideo, type RenderIdleVideoOptions } from './render/render-idle-video';
export { renderActorStill, type ActorStillOptions } from './render/render-still';
export { syntheticSpeech } from './render/synthetic-speech';
