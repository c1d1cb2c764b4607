export * from './actor';
export * from './background';
export * from './project';
export * from './upload';
export * from './video';
export * from './voice';
