import initializeEspeak, {
  type EspeakEvent,
  type EspeakModule,
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

/** An espeak instance and the way back to its state as it was after start-up. */
interface FreshEspeak {
  espeak: EspeakWorker;
  /** Puts the instance's whole memory back to the start-up copy. */
  reset(): void;
}

/**
 * Room kept for the strings the bindings pass (voice name, text): they copy each into one buffer
 * they allocate inside espeak's memory once, and would allocate more past it. Sentences are at
 * most a few KB (splitScript cuts at 300 characters).
 */
const STRING_ROOM_BYTES = 1 << 20;

let worker: Promise<FreshEspeak> | undefined;

function loadWorker(): Promise<FreshEspeak> {
  // The WASM build bundles its voice data, so loading reads only files inside the npm package.
  worker ??= initializeEspeak().then(freshEspeak);
  return worker;
}

/**
 * espeak keeps state from one utterance to the next (the pitch flutter's phase, the noise
 * stream of breathy variants, buffers), and seeds that noise from the clock when it starts, so
 * the same text came out differently with what the thread spoke before and from one process to
 * the next (the lip-sync gate's corpus moved between runs). A fixed clock at start-up and the
 * memory put back before every call make equal input give byte-identical audio and timings.
 */
function freshEspeak(module: EspeakModule): FreshEspeak {
  const clock = Date.now;
  Date.now = () => 0;
  let espeak: EspeakWorker;
  try {
    espeak = new module.eSpeakNGWorker();
  } finally {
    Date.now = clock;
  }
  // A name longer than any text makes the bindings size their string buffer now, inside the copy;
  // one they grew later would lie in memory the copy does not know and be overwritten.
  espeak.set_voice('x'.repeat(STRING_ROOM_BYTES));
  espeak.set_voice('en');
  const copy = module.HEAPU8.slice();
  return {
    espeak,
    reset() {
      const heap = module.HEAPU8;
      heap.set(copy);
      if (heap.length > copy.length) heap.fill(0, copy.length);
    },
  };
}

/**
 * The shared espeak instance, put back to its start-up state before every `synthesize`: its
 * output depends on its input alone, so scripts synthesised at the same time interleave by
 * sentence without taking on each other's voice, and a sentence sounds the same on any thread.
 */
export async function espeakEngine(): Promise<EspeakEngine> {
  return engineFor(await loadWorker());
}

function engineFor({ espeak, reset }: FreshEspeak): EspeakEngine {
  return {
    synthesize(text, settings) {
      if (Buffer.byteLength(text) + Buffer.byteLength(settings.voice) + 16 >= STRING_ROOM_BYTES) {
        throw new Error('text too long for one espeak call');
      }
      reset();
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
  const { espeak, reset } = await loadWorker();
  reset();
  return espeak.list_voices().map((voice) => ({
    identifier: voice.identifier,
    languages: voice.languages.map((language) => language.name),
  }));
}
