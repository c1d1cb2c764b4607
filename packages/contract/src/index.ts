export * from './access';
export * from './case';
export * from './envelope';
export * from './errors';
export * from './fields';
export * from './headers';
export * from './limits';
