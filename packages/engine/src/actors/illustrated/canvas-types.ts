import type { SKRSContext2D } from '@napi-rs/canvas';

/** The 2D context all illustrated drawing goes through (Skia via @napi-rs/canvas). */
export type Ctx = SKRSContext2D;
