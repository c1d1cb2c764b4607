// Every value import of @napi-rs/canvas in the engine goes through here, so the allocator setting
// in canvas-memory.ts is in place before the native module loads (imports evaluate in order).
import './canvas-memory.js';

export * from '@napi-rs/canvas';
