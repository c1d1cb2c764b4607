// Public API of the video half of the engine: lip-sync rendering, actors and media probing.

export { ActorInputError, type ActorInputReason } from './actors/actor-input-error';
export type { ActorSpec } from './actors/actor-spec';
export * from './actors/illustrated/params';
export { detectFaceLandmarks, FaceNotFoundError } from './actors/photo/detect-landmarks';
export type { FaceLandmarks } from './actors/photo/face-landmarks';
export { checkPhotoCrop, type PhotoCrop, photoCropRules } from './actors/photo/photo-crop';
export {
  type PreparedPhotoActor,
  type PreparePhotoActorOptions,
  photoActorDefaults,
  preparePhotoActor,
} from './actors/photo/prepare-photo-actor';
export * from './actors/stock-actors';
export {
  type PreparedVideoActor,
  type PrepareVideoActorOptions,
  prepareVideoActor,
  videoActorDefaults,
} from './actors/video/prepare-video-actor';
export type { MouthBox, VideoActorData } from './actors/video/video-actor-data';
export { type CropRect, fitVideoCrop, type VideoCrop, wholeFrame } from './actors/video/video-crop';
export {
  checkStockBackgroundId,
  drawStockBackground,
  renderStockBackgroundThumbnail,
  type StockBackground,
  stockBackgrounds,
} from './backgrounds/stock-backgrounds';
export {
  makePosterThumbnails,
  POSTER_THUMBNAIL_WIDTHS,
  type PosterThumbnail,
  type PosterThumbnails,
  type PosterThumbnailWidth,
} from './media/poster-thumbnails';
export { type MediaProbe, probeMedia } from './media/probe';
export type { PaintedBackground, VideoBackground } from './render/background';
export {
  compressedSize,
  type FrameSize,
  frameSize,
  type VideoFormat,
  type VideoResolution,
  videoFormats,
  videoResolutions,
} from './render/frame-format';
export type { MouthShape } from './render/mouth-shape';
export { buildMouthTrack, type MouthTrack } from './render/mouth-track';
export {
  prepareBackgroundVideo,
  RENDER_READY_MAX_SIDE,
} from './render/prepare-background-video';
export type { ClipOutputs, RenderProgress, RenderReport } from './render/render-clip';
export { type RenderIdleVideoOptions, renderIdleVideo } from './render/render-idle-video';
export { type ActorStillOptions, renderActorStill } from './render/render-still';
export {
  type RenderTalkingVideoOptions,
  renderTalkingVideo,
  type TalkingVideoOutputs,
} from './render/render-talking-video';
export { buildCaptionCues, type CaptionCue, formatSrt, parseSrt } from './render/srt';
export { syntheticSpeech } from './render/synthetic-speech';
export { type Viseme, visemesForPhoneme } from './render/visemes';
