import { synthesizeLocal } from '../speech/local-tts';
import { voiceSampleText } from '../speech/stock-voices';
import {
  defaultEspeakVoice,
  type FliteVoiceName,
  type LocalVoiceSpec,
  type SpeechLanguage,
} from '../speech/voice-spec';
import { encodeWav } from '../speech/wav';
import { measureSpeech, type VoiceMeasures } from './measure-speech';

/** Below this median F0 a voice is taken as male (typical male ~85-155 Hz, female ~165-255 Hz). */
const MALE_BELOW_HZ = 165;
/** espeak variants to try per gender; the one whose brightness is nearest the sample's wins. */
const candidateVariants = { male: ['m3', 'm7'], female: ['f3', 'f5'] } as const;
/**
 * Flite voices to try per gender (English only). Not rms, whose pitch no setting moves
 * (measured), nor kal, whose 8 kHz sounds like a telephone.
 */
const candidateFliteVoices = { male: ['awb'], female: ['slt'] } as const;
/**
 * A Flite voice is taken over the nearest espeak variant unless espeak's is this much nearer
 * in brightness (log ratio, ~10 %): Flite sounds less robotic, and its pitch and pace are tuned
 * to the sample all the same.
 */
const FLITE_PREFERENCE = 0.1;
/** espeak's default rate (words per minute), at which the candidate variants are compared. */
const BASE_RATE = 175;
const MIN_RATE = 80;
const MAX_RATE = 450;

export interface LocalVoiceMatch {
  spec: LocalVoiceSpec;
  measures: VoiceMeasures;
  gender: 'male' | 'female';
}

/**
 * One voice the match may pick, spoken at a pitch and a pace in its engine's own settings.
 * `pitchAxis` is how measured log F0 follows the pitch setting: linearly (espeak's 0-99) or
 * with its log (Flite's target mean in Hz). Measured syllable rate follows the log of the pace
 * setting in both (a power below 1: fast syllables blur).
 */
interface Candidate {
  spec(pitch: number, pace: number): LocalVoiceSpec;
  base: { pitch: number; pace: number };
  /** Settings spoken to calibrate, spanning the usable range; each serves both fits. */
  calibration: { pitch: number; pace: number }[];
  pitchAxis: 'linear' | 'log';
  pitchBounds: [number, number];
  paceBounds: [number, number];
  /** Decimals the pace is stored with (espeak takes whole words per minute). */
  paceDecimals: number;
  /** Log-ratio of brightness this candidate is given over others (FLITE_PREFERENCE). */
  preference: number;
}

function espeakCandidate(espeakVoice: string, variant: string): Candidate {
  return {
    spec: (pitch, rate) => ({ espeakVoice, variant, pitch, rate }),
    base: { pitch: 50, pace: BASE_RATE },
    calibration: [
      { pitch: 15, pace: 120 },
      { pitch: 50, pace: BASE_RATE },
      { pitch: 85, pace: 260 },
    ],
    pitchAxis: 'linear',
    pitchBounds: [0, 99],
    paceBounds: [MIN_RATE, MAX_RATE],
    paceDecimals: 0,
    preference: 0,
  };
}

function fliteCandidate(fliteVoice: FliteVoiceName, gender: 'male' | 'female'): Candidate {
  const basePitch = gender === 'male' ? 110 : 180;
  return {
    spec: (pitchHz, tempo) => ({ engine: 'flite', fliteVoice, pitchHz, tempo }),
    base: { pitch: basePitch, pace: 1 },
    calibration: [
      { pitch: basePitch * 0.75, pace: 0.75 },
      { pitch: basePitch, pace: 1 },
      { pitch: basePitch * 1.35, pace: 1.4 },
    ],
    pitchAxis: 'log',
    pitchBounds: [60, 320],
    paceBounds: [0.5, 2],
    paceDecimals: 2,
    preference: FLITE_PREFERENCE,
  };
}

/**
 * Offline "voice match", not a clone: measures the sample, then picks, among the local voices
 * for the language of the sample's gender (espeak variants, and for English Flite's voices),
 * the one nearest in brightness, and tunes its pitch and pace. Rather than trusting a formula
 * for what the engines' settings do, it speaks a calibration sentence with the candidate
 * settings, measures those the same way and solves for the settings that land on the sample's
 * figures. Throws NoSpeechError for a recording without enough voiced speech.
 */
export async function matchLocalVoice(o: {
  audio: Buffer;
  language?: SpeechLanguage;
}): Promise<LocalVoiceMatch> {
  const language = o.language ?? 'en';
  const measures = await measureSpeech(o.audio);
  const gender = measures.pitchMedianHz < MALE_BELOW_HZ ? 'male' : 'female';
  const candidates = [
    ...candidateVariants[gender].map((variant) =>
      espeakCandidate(defaultEspeakVoice[language], variant),
    ),
    ...(language === 'en'
      ? candidateFliteVoices[gender].map((voice) => fliteCandidate(voice, gender))
      : []),
  ];
  const speak = (candidate: Candidate, pitch: number, pace: number) =>
    measureSpoken(language, candidate.spec(pitch, pace));

  let best: { candidate: Candidate; atBase: VoiceMeasures; distance: number } | undefined;
  for (const candidate of candidates) {
    const atBase = await speak(candidate, candidate.base.pitch, candidate.base.pace);
    const distance =
      Math.abs(Math.log(atBase.brightness / measures.brightness)) - candidate.preference;
    if (!best || distance < best.distance) best = { candidate, atBase, distance };
  }
  if (!best) throw new Error('no local voice to match');
  const { candidate, atBase } = best;

  const axis = (pitch: number) => (candidate.pitchAxis === 'log' ? Math.log(pitch) : pitch);
  const pitchPoints: Array<[number, number]> = [];
  const pacePoints: Array<[number, number]> = [];
  for (const setting of candidate.calibration) {
    const measured =
      setting.pitch === candidate.base.pitch && setting.pace === candidate.base.pace
        ? atBase
        : await speak(candidate, setting.pitch, setting.pace);
    pitchPoints.push([axis(setting.pitch), Math.log(measured.pitchMedianHz)]);
    pacePoints.push([Math.log(setting.pace), Math.log(measured.syllablesPerSecond)]);
  }
  const pitchFit = fitLine(pitchPoints);
  const pitchOnAxis =
    pitchFit.slope > 0
      ? (Math.log(measures.pitchMedianHz) - pitchFit.intercept) / pitchFit.slope
      : axis(candidate.base.pitch);
  const pitch = candidate.pitchAxis === 'log' ? Math.exp(pitchOnAxis) : pitchOnAxis;
  const paceFit = fitLine(pacePoints);
  const pace =
    paceFit.slope > 0
      ? Math.exp((Math.log(measures.syllablesPerSecond) - paceFit.intercept) / paceFit.slope)
      : (candidate.base.pace * measures.syllablesPerSecond) / atBase.syllablesPerSecond;

  return {
    spec: candidate.spec(
      Math.round(clamp(pitch, ...candidate.pitchBounds)),
      Number(clamp(pace, ...candidate.paceBounds).toFixed(candidate.paceDecimals)),
    ),
    measures,
    gender,
  };
}

async function measureSpoken(language: SpeechLanguage, voice: LocalVoiceSpec) {
  const speech = await synthesizeLocal({ text: voiceSampleText[language], language, voice });
  return measureSpeech(encodeWav(speech.samples, speech.sampleRate));
}

function fitLine(points: Array<[number, number]>): { slope: number; intercept: number } {
  const n = points.length;
  const meanX = points.reduce((s, [x]) => s + x, 0) / n;
  const meanY = points.reduce((s, [, y]) => s + y, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const [x, y] of points) {
    covariance += (x - meanX) * (y - meanY);
    variance += (x - meanX) ** 2;
  }
  const slope = variance > 0 ? covariance / variance : 0;
  return { slope, intercept: meanY - slope * meanX };
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
