import type { SpeechResult, TimedPhoneme, TimedWord } from '../timeline';
import { ESPEAK_SAMPLE_RATE, espeakEngine } from './espeak';
import { toEspeakInput } from './espeak-input';
import { timelineFromEspeakEvents } from './espeak-timeline';
import { synthesizeFliteInThread } from './flite/flite-tts';
import { splitScript } from './script-chunks';
import { speechPool } from './speech-pool';
import { isFliteSpec, type LocalVoiceSpec } from './voice-spec';

export interface LocalSynthesisRequest {
  text: string;
  /** BCP 47 language of the script ("en", "zh", ...), used to find sentence ends. */
  language: string;
  voice: LocalVoiceSpec;
  /** Speaking speed multiplier, see {@link effectiveSpeed}. */
  speed?: number;
}

const DEFAULT_RATE = 175;
const MIN_RATE = 80;
const MAX_RATE = 450;
const CLAUSE_PAUSE_MS = 220;
const SENTENCE_PAUSE_MS = 450;

/**
 * The speed actually used for a requested speed. Voice settings store speed as 0-2 where 0 means
 * "not set" (a fresh voice has no speed yet), so 0, a missing value or anything that is not a
 * positive number speaks at the normal speed 1. Other values are clamped to 0.5-2: below half
 * speed espeak drags words apart and above double it stops being intelligible.
 */
export function effectiveSpeed(speed: number | undefined): number {
  if (speed === undefined || !Number.isFinite(speed) || speed <= 0) return 1;
  return Math.min(2, Math.max(0.5, speed));
}

/**
 * Synthesises a script offline with espeak-ng or Flite (the voice says which), returning mono audio and its timeline. The work
 * runs on the speech worker threads (speech-pool.ts), so the calling thread stays free.
 */
export function synthesizeLocal(request: LocalSynthesisRequest): Promise<SpeechResult> {
  return speechPool().synthesize(request);
}

/** The synthesis itself, on the calling thread: what each speech worker runs. */
export async function synthesizeLocalInThread(
  request: LocalSynthesisRequest,
): Promise<SpeechResult> {
  const { voice } = request;
  if (isFliteSpec(voice)) {
    const tempo = Math.min(2, Math.max(0.5, (voice.tempo ?? 1) * effectiveSpeed(request.speed)));
    return synthesizeFliteInThread(request.text, voice, tempo);
  }
  const rate = (voice.rate ?? DEFAULT_RATE) * effectiveSpeed(request.speed);
  const settings = {
    voice: voice.variant ? `${voice.espeakVoice}+${voice.variant}` : voice.espeakVoice,
    rate: Math.min(MAX_RATE, Math.max(MIN_RATE, rate)),
    pitch: Math.min(99, Math.max(0, voice.pitch ?? 50)),
  };
  const chunks = splitScript(request.text, request.language);
  const pauses = request.language.startsWith('zh')
    ? chinesePauses(effectiveSpeed(request.speed))
    : undefined;

  const engine = await espeakEngine();
  const audio: Float32Array[] = [];
  const words: TimedWord[] = [];
  const phonemes: TimedPhoneme[] = [];
  let offsetSamples = 0;
  for (const [index, chunk] of chunks.entries()) {
    const input = toEspeakInput(chunk, pauses && { ...pauses, atEnd: index < chunks.length - 1 });
    const output = engine.synthesize(input.text, settings);
    const duration = output.samples.length / ESPEAK_SAMPLE_RATE;
    const timeline = timelineFromEspeakEvents(chunk, input, output.events, duration);
    const offset = offsetSamples / ESPEAK_SAMPLE_RATE;
    for (const word of timeline.words) {
      words.push({ ...word, start: word.start + offset, end: word.end + offset });
    }
    for (const phoneme of timeline.phonemes) {
      phonemes.push({ ...phoneme, start: phoneme.start + offset, end: phoneme.end + offset });
    }
    audio.push(output.samples);
    offsetSamples += output.samples.length;
    // Each chunk blocks its thread for a few tens of milliseconds; let the worker's messages in.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  const samples = concatSamples(audio, offsetSamples);
  return {
    sampleRate: ESPEAK_SAMPLE_RATE,
    samples,
    timeline: { duration: samples.length / ESPEAK_SAMPLE_RATE, words, phonemes },
  };
}

/**
 * Pauses after Chinese punctuation: about what newsreaders leave (a fifth to a quarter second
 * at a comma, twice that between sentences), shorter as the speed goes up.
 */
function chinesePauses(speed: number) {
  return { clauseMs: CLAUSE_PAUSE_MS / speed, sentenceMs: SENTENCE_PAUSE_MS / speed };
}

function concatSamples(parts: Float32Array[], length: number): Float32Array {
  const out = new Float32Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
