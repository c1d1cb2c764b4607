import { synthesizeLocal } from '../speech/local-tts';
import { voiceSampleText } from '../speech/stock-voices';
import { defaultEspeakVoice, type LocalVoiceSpec, type SpeechLanguage } from '../speech/voice-spec';
import { encodeWav } from '../speech/wav';
import { measureSpeech, type VoiceMeasures } from './measure-speech';

/** Below this median F0 a voice is taken as male (typical male ~85-155 Hz, female ~165-255 Hz). */
const MALE_BELOW_HZ = 165;
/** espeak variants to try per gender; the one whose brightness is nearest the sample's wins. */
const candidateVariants = { male: ['m3', 'm7'], female: ['f3', 'f5'] } as const;
/** espeak's default rate (words per minute), at which the candidate variants are compared. */
const BASE_RATE = 175;
/**
 * Settings spoken to calibrate the chosen variant, spanning espeak's usable range. Pitch and
 * rate barely affect each other's measure, so each point serves both fits.
 */
const CALIBRATION = [
  { pitch: 15, rate: 120 },
  { pitch: 50, rate: BASE_RATE },
  { pitch: 85, rate: 260 },
];
const MIN_RATE = 80;
const MAX_RATE = 450;

export interface LocalVoiceMatch {
  spec: LocalVoiceSpec;
  measures: VoiceMeasures;
  gender: 'male' | 'female';
}

/**
 * Offline "voice match", not a clone: measures the sample, then picks the espeak voice for the
 * language with the variant of the sample's gender that sounds nearest in brightness, and tunes
 * pitch and rate. Rather than trusting a formula for what espeak's settings do, it speaks a
 * calibration sentence with the candidate settings, measures those the same way and solves for
 * the settings that land on the sample's figures. Throws NoSpeechError for a recording without
 * enough voiced speech.
 */
export async function matchLocalVoice(o: {
  audio: Buffer;
  language?: SpeechLanguage;
}): Promise<LocalVoiceMatch> {
  const language = o.language ?? 'en';
  const measures = await measureSpeech(o.audio);
  const gender = measures.pitchMedianHz < MALE_BELOW_HZ ? 'male' : 'female';
  const espeakVoice = defaultEspeakVoice[language];
  const speak = (variant: string, pitch: number, rate: number) =>
    measureSpoken(language, { espeakVoice, variant, pitch, rate });

  let best: { variant: string; at50: VoiceMeasures; distance: number } | undefined;
  for (const variant of candidateVariants[gender]) {
    const at50 = await speak(variant, 50, BASE_RATE);
    const distance = Math.abs(Math.log(at50.brightness / measures.brightness));
    if (!best || distance < best.distance) best = { variant, at50, distance };
  }
  if (!best) throw new Error('no espeak variant to match');
  const { variant, at50 } = best;

  const pitchPoints: Array<[number, number]> = [];
  const ratePoints: Array<[number, number]> = [];
  for (const setting of CALIBRATION) {
    const measured =
      setting.rate === BASE_RATE && setting.pitch === 50
        ? at50
        : await speak(variant, setting.pitch, setting.rate);
    pitchPoints.push([setting.pitch, Math.log(measured.pitchMedianHz)]);
    ratePoints.push([Math.log(setting.rate), Math.log(measured.syllablesPerSecond)]);
  }
  // log F0 is close to linear in espeak's pitch setting.
  const pitchFit = fitLine(pitchPoints);
  const pitch =
    pitchFit.slope > 0
      ? (Math.log(measures.pitchMedianHz) - pitchFit.intercept) / pitchFit.slope
      : 50;
  // Measured syllable rate grows as a power (< 1) of words per minute: fast syllables blur.
  const rateFit = fitLine(ratePoints);
  const rate =
    rateFit.slope > 0
      ? Math.exp((Math.log(measures.syllablesPerSecond) - rateFit.intercept) / rateFit.slope)
      : (BASE_RATE * measures.syllablesPerSecond) / at50.syllablesPerSecond;

  return {
    spec: {
      espeakVoice,
      variant,
      pitch: Math.round(clamp(pitch, 0, 99)),
      rate: Math.round(clamp(rate, MIN_RATE, MAX_RATE)),
    },
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
