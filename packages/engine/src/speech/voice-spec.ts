/** Languages the studio offers voices for. */
export type SpeechLanguage = 'en' | 'zh' | 'es' | 'de';

/** How to make a voice with the local espeak-ng engine. */
export interface LocalVoiceSpec {
  /** espeak voice, e.g. "en-us", "en-gb-x-rp", "cmn", "es", "es-419", "de". */
  espeakVoice: string;
  /** espeak variant (a file in espeak-ng-data/voices/!v), e.g. "f3", "m7", "grandma". */
  variant?: string;
  /** 0-99; 50 keeps the variant's own pitch. */
  pitch?: number;
  /** Base speaking rate in words per minute at speed 1; espeak's default is 175. */
  rate?: number;
}

/** The espeak voice used when only a language is known (e.g. as the reference for alignment). */
export const defaultEspeakVoice: Record<SpeechLanguage, string> = {
  en: 'en-us',
  zh: 'cmn',
  es: 'es',
  de: 'de',
};
