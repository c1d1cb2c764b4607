export * from './api-keys';
export * from './constants';
export * from './page';
export * from './problem';
export * from './resources';
export * from './webhooks';
