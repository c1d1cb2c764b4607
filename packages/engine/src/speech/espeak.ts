import initializeEspeak, {
  type EspeakEvent,
  type EspeakWorker,
} from '@echogarden/espeak-ng-emscripten';

export type { EspeakEvent };

/** espeak-ng always renders at this rate. */
export const ESPEAK_SAMPLE_RATE = 22050;

export interface EspeakSettings {
  /** espeak voice name, optionally with "+variant" (e.g. "en-us+f3"). */
  voice: string;
  /** Words per minute; espeak accepts 80-450. */
  rate: number;
  /** 0-99, 50 is the voice's own pitch. */
  pitch: number;
}

export interface EspeakOutput {
  samples: Float32Array;
  events: EspeakEvent[];
}

export interface EspeakEngine {
  synthesize(text: string, settings: EspeakSettings): EspeakOutput;
}

let worker: Promise<EspeakWorker> | undefined;

function loadWorker(): Promise<EspeakWorker> {
  // The WASM build bundles its voice data, so loading reads only files inside the npm package.
  worker ??= initializeEspeak().then((module) => new module.eSpeakNGWorker());
  return worker;
}

/**
 * The shared espeak instance. espeak keeps voice, rate and pitch as global state and callers
 * yield between sentences, so every `synthesize` call sets all three itself: scripts synthesised
 * at the same time then interleave by sentence without taking on each other's voice.
 */
export async function espeakEngine(): Promise<EspeakEngine> {
  return engineFor(await loadWorker());
}

function engineFor(espeak: EspeakWorker): EspeakEngine {
  return {
    synthesize(text, settings) {
      if (espeak.set_voice(settings.voice) !== 0) {
        throw new Error(`espeak-ng has no voice "${settings.voice}"`);
      }
      // set_voice keeps the previous rate and pitch, so both are always set after it.
      espeak.set_rate(Math.round(settings.rate));
      espeak.set_pitch(Math.round(settings.pitch));
      const chunks: Int16Array[] = [];
      const events: EspeakEvent[] = [];
      espeak.synthesize(text, (samples, chunkEvents) => {
        if (samples.length > 0) chunks.push(samples);
        events.push(...chunkEvents);
        return false;
      });
      return { samples: int16ToFloat(chunks), events };
    },
  };
}

function int16ToFloat(chunks: Int16Array[]): Float32Array {
  const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const out = new Float32Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    for (let i = 0; i < chunk.length; i++) out[offset + i] = chunk[i] / 32768;
    offset += chunk.length;
  }
  return out;
}

/** Identifiers and language codes of the voices this espeak build can speak. */
export async function listEspeakVoices(): Promise<{ identifier: string; languages: string[] }[]> {
  const espeak = await loadWorker();
  return espeak.list_voices().map((voice) => ({
    identifier: voice.identifier,
    languages: voice.languages.map((language) => language.name),
  }));
}
