export * from './media/ffmpeg-path';
export * from './speech';
export * from './timeline';
export * from './video';
export * from './voice-clone';
