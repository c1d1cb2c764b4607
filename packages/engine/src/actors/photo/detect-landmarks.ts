import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readRgbImage } from '../../media/read-rgb-image.js';
import type { FaceLandmarks } from './face-landmarks.js';

/** The small part of @vladmandic/human's API we use, typed here because its package exports are broken. */
interface HumanTensor {
  dispose(): void;
}
interface HumanFace {
  score: number;
  box: [number, number, number, number];
  mesh: [number, number, number?][];
}
interface HumanInstance {
  load(): Promise<void>;
  detect(input: HumanTensor): Promise<{ face: HumanFace[] }>;
  tf: {
    tensor3d(values: Uint8Array, shape: [number, number, number], dtype: 'int32'): HumanTensor;
  };
}
interface HumanModule {
  Human: new (config: Record<string, unknown>) => HumanInstance;
}

const require = createRequire(import.meta.url);

/** Finds an installed package's folder without going through its (here broken) export map. */
function packageDir(name: string): string {
  for (const base of require.resolve.paths(name) ?? []) {
    const dir = join(base, name);
    if (existsSync(join(dir, 'package.json'))) return dir;
  }
  throw new Error(`Package ${name} is not installed`);
}

/** The photo has no detectable face; the server maps this to an "invalid image" reply. */
export class FaceNotFoundError extends Error {
  constructor(readonly imagePath: string) {
    super(`No face found in ${imagePath}`);
    this.name = 'FaceNotFoundError';
  }
}

let humanPromise: Promise<HumanInstance> | null = null;
/** Detections run one at a time: the wasm backend is a single shared engine. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Node's fetch cannot read file:// URLs, and the wasm build of tfjs loads models with fetch; serve
 * such URLs from disk so models come from the npm package and never from a CDN.
 */
function installFileFetch(): void {
  const marker = Symbol.for('talkreel.fileFetch');
  const g = globalThis as typeof globalThis & { [key: symbol]: boolean };
  if (g[marker]) return;
  const original = globalThis.fetch;
  globalThis.fetch = async (
    input: Parameters<typeof fetch>[0],
    init?: Parameters<typeof fetch>[1],
  ) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith('file://')) {
      const body = await readFile(new URL(url));
      const type = url.endsWith('.json') ? 'application/json' : 'application/octet-stream';
      return new Response(body, { status: 200, headers: { 'content-type': type } });
    }
    return original(input, init);
  };
  g[marker] = true;
}

async function loadHuman(): Promise<HumanInstance> {
  installFileFetch();
  const humanDir = packageDir('@vladmandic/human');
  const wasmDir = join(packageDir('@tensorflow/tfjs-backend-wasm'), 'dist');
  // Loaded by file path: the package's export map does not expose the node-wasm build.
  const { Human } = require(join(humanDir, 'dist', 'human.node-wasm.js')) as HumanModule;
  const human = new Human({
    backend: 'wasm',
    wasmPath: `${wasmDir}/`,
    wasmPlatformFetch: false,
    modelBasePath: `${pathToFileURL(join(humanDir, 'models')).href}/`,
    debug: false,
    async: false,
    warmup: 'none',
    cacheSensitivity: 0,
    face: {
      enabled: true,
      detector: {
        enabled: true,
        rotation: true,
        maxDetected: 5,
        minConfidence: 0.3,
        return: false,
      },
      mesh: { enabled: true },
      iris: { enabled: true },
      attention: { enabled: false },
      description: { enabled: false },
      emotion: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
    filter: { enabled: false },
  });
  await human.load();
  return human;
}

/** Largest face wins: an actor photo has one subject, bystanders are smaller. */
function bySize(faces: HumanFace[]): HumanFace[] {
  return [...faces].sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3]);
}

/**
 * Finds the 478-point face mesh in a photo with @vladmandic/human on its wasm backend. Meant to run
 * once when a photo is uploaded; the result is plain JSON to store with the actor.
 */
export async function detectFaceLandmarks(imagePath: string): Promise<FaceLandmarks> {
  const faces = await detectAllFaces(imagePath);
  if (faces.length === 0) throw new FaceNotFoundError(imagePath);
  return faces[0];
}

/** Every face with a full mesh in an image file, largest first. */
export async function detectAllFaces(imagePath: string): Promise<FaceLandmarks[]> {
  const { rgb, width, height } = await readRgbImage(imagePath);
  return detectFacesInRgb(rgb, width, height);
}

/** Every face with a full mesh in a raw RGB frame (video frames come this way), largest first. */
export function detectFacesInRgb(
  rgb: Uint8Array,
  width: number,
  height: number,
): Promise<FaceLandmarks[]> {
  const run = queue.then(() => detectRgb(rgb, width, height));
  queue = run.catch(() => undefined);
  return run;
}

async function detectRgb(rgb: Uint8Array, width: number, height: number): Promise<FaceLandmarks[]> {
  humanPromise ??= loadHuman();
  const human = await humanPromise;
  const tensor = human.tf.tensor3d(rgb, [height, width, 3], 'int32');
  try {
    const result = await human.detect(tensor);
    return bySize(result.face)
      .filter((face) => face.mesh.length >= 468)
      .map((face) => ({
        imageWidth: width,
        imageHeight: height,
        box: { x: face.box[0], y: face.box[1], width: face.box[2], height: face.box[3] },
        points: face.mesh.map((p) => [p[0], p[1]] as [number, number]),
        score: face.score,
      }));
  } finally {
    tensor.dispose();
  }
}
