export * from './matte/compute-person-matte';
export * from './media/ffmpeg-path';
export type { CaptionFont } from './render/caption-font';
export { type CaptionStyle, defaultCaptionStyle } from './render/caption-style';
export { type ActorLayout, type LayoutPlacement, layoutScaleRange } from './render/layout';
export type { LogoCorner, LogoOptions } from './render/logo-overlay';
export {
  type JoinedScenes,
  type JoinScenesOptions,
  type JoinTransition,
  joinScenes,
} from './render/scenes/join-scenes';
export type { ScenePart } from './render/scenes/scene-parts';
export { type SceneTiming, sceneFadeSec } from './render/scenes/scene-timing';
export * from './speech';
export * from './timeline';
export * from './video';
export * from './voice-clone';
