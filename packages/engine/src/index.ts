export * from './media/ffmpeg-path';
export type { CaptionFont } from './render/caption-font';
export { type CaptionStyle, defaultCaptionStyle } from './render/caption-style';
export { type ActorLayout, type LayoutPlacement, layoutScaleRange } from './render/layout';
export type { LogoCorner, LogoOptions } from './render/logo-overlay';
export * from './speech';
export * from './timeline';
export * from './video';
export * from './voice-clone';
