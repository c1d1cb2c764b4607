import type { LocalVoiceSpec, SpeechLanguage } from './voice-spec';

export interface StockVoice {
  /** Stable id: stored with projects, so never rename one. */
  key: string;
  name: string;
  gender: 'male' | 'female';
  ageGroup: 'young' | 'middle_aged' | 'old';
  language: SpeechLanguage;
  local: LocalVoiceSpec;
}

/**
 * Words per minute of the Chinese voices at middle age: espeak's default 175 read about 3.6
 * characters a second, against the 4-5 of natural Mandarin (measured in bench:speech).
 */
const ZH_RATE = 225;

/**
 * Voices every workspace gets without a provider account. Four are Flite's English voices;
 * the others are espeak-ng voices, each with a
 * variant (which sets formants, pitch range and breathiness: f* female, m* male, grandma/grandpa
 * and the age-70 variants sound old) plus a pitch and rate offset, chosen so that voices of one
 * language differ audibly from each other.
 */
export const stockVoices: readonly StockVoice[] = [
  voice('en-ava', 'Ava', 'female', 'young', 'en', {
    espeakVoice: 'en-us',
    variant: 'f5',
    pitch: 70,
    rate: 180,
  }),
  voice('en-grace', 'Grace', 'female', 'middle_aged', 'en', {
    espeakVoice: 'en-us',
    variant: 'f3',
    pitch: 55,
  }),
  voice('en-margaret', 'Margaret', 'female', 'old', 'en', {
    espeakVoice: 'en-gb-x-rp',
    variant: 'grandma',
    pitch: 30,
    rate: 160,
  }),
  voice('en-jack', 'Jack', 'male', 'young', 'en', {
    espeakVoice: 'en-us',
    variant: 'm3',
    pitch: 72,
    rate: 185,
  }),
  voice('en-david', 'David', 'male', 'middle_aged', 'en', {
    espeakVoice: 'en-gb-x-rp',
    variant: 'm7',
    pitch: 30,
  }),
  voice('en-arthur', 'Arthur', 'male', 'old', 'en', {
    espeakVoice: 'en-us',
    variant: 'grandpa',
    pitch: 52,
    rate: 155,
  }),

  // Flite's voices (CMU ARCTIC and kal recordings): less robotic than espeak, English only.
  voice('en-flite-slt', 'Sarah', 'female', 'young', 'en', { engine: 'flite', fliteVoice: 'slt' }),
  voice('en-flite-rms', 'Ryan', 'male', 'middle_aged', 'en', {
    engine: 'flite',
    fliteVoice: 'rms',
  }),
  // Pitches (Hz) set so that no two English voices are within a few per cent of each other.
  voice('en-flite-awb', 'Alasdair', 'male', 'middle_aged', 'en', {
    engine: 'flite',
    fliteVoice: 'awb',
    pitchHz: 146,
  }),
  voice('en-flite-kal', 'Kevin', 'male', 'middle_aged', 'en', {
    engine: 'flite',
    fliteVoice: 'kal',
    pitchHz: 104,
  }),

  voice('zh-xiaomei', '小美 Xiaomei', 'female', 'young', 'zh', {
    espeakVoice: 'cmn',
    variant: 'f5',
    pitch: 70,
    rate: 240,
  }),
  voice('zh-lihua', '丽华 Lihua', 'female', 'middle_aged', 'zh', {
    espeakVoice: 'cmn',
    variant: 'f2',
    pitch: 58,
    rate: ZH_RATE,
  }),
  voice('zh-guilan', '桂兰 Guilan', 'female', 'old', 'zh', {
    espeakVoice: 'cmn',
    variant: 'grandma',
    pitch: 32,
    rate: 205,
  }),
  voice('zh-haoran', '浩然 Haoran', 'male', 'young', 'zh', {
    espeakVoice: 'cmn',
    variant: 'm3',
    pitch: 56,
    rate: 240,
  }),
  voice('zh-jianguo', '建国 Jianguo', 'male', 'middle_aged', 'zh', {
    espeakVoice: 'cmn',
    variant: 'm2',
    pitch: 42,
    rate: ZH_RATE,
  }),

  voice('es-lucia', 'Lucía', 'female', 'young', 'es', {
    espeakVoice: 'es',
    variant: 'f4',
    pitch: 72,
    rate: 185,
  }),
  voice('es-carmen', 'Carmen', 'female', 'middle_aged', 'es', {
    espeakVoice: 'es-419',
    variant: 'f2',
    pitch: 52,
  }),
  voice('es-mateo', 'Mateo', 'male', 'young', 'es', {
    espeakVoice: 'es-419',
    variant: 'm3',
    pitch: 56,
    rate: 185,
  }),
  voice('es-javier', 'Javier', 'male', 'middle_aged', 'es', {
    espeakVoice: 'es',
    variant: 'm6',
    pitch: 44,
  }),
  voice('es-antonio', 'Antonio', 'male', 'old', 'es', {
    espeakVoice: 'es',
    variant: 'm1',
    pitch: 38,
    rate: 155,
  }),

  voice('de-lena', 'Lena', 'female', 'young', 'de', {
    espeakVoice: 'de',
    variant: 'f5',
    pitch: 62,
    rate: 180,
  }),
  voice('de-sabine', 'Sabine', 'female', 'middle_aged', 'de', {
    espeakVoice: 'de',
    variant: 'f2',
    pitch: 48,
  }),
  voice('de-lukas', 'Lukas', 'male', 'young', 'de', {
    espeakVoice: 'de',
    variant: 'm3',
    pitch: 56,
    rate: 185,
  }),
  voice('de-thomas', 'Thomas', 'male', 'middle_aged', 'de', {
    espeakVoice: 'de',
    variant: 'm2',
    pitch: 44,
  }),
  voice('de-helmut', 'Helmut', 'male', 'old', 'de', {
    espeakVoice: 'de',
    variant: 'm1',
    // Lower than 36, where his pitch came within 1-4 % of Thomas's (measured when espeak still
    // carried state from one sentence to the next, so it varied by thread).
    pitch: 26,
    rate: 155,
  }),
];

export function findStockVoice(key: string): StockVoice | undefined {
  return stockVoices.find((stock) => stock.key === key);
}

/** A short text in each language for a voice's sample audio. */
export const voiceSampleText: Record<SpeechLanguage, string> = {
  en: 'Hello! This is how I sound. I can read your script aloud, clearly and at your pace.',
  zh: '你好！这就是我的声音。我可以清楚地朗读你的脚本，速度由你决定。',
  es: '¡Hola! Así suena mi voz. Puedo leer tu guion en voz alta, con claridad y a tu ritmo.',
  de: 'Hallo! So klingt meine Stimme. Ich lese dein Skript deutlich vor, in deinem Tempo.',
};

function voice(
  key: string,
  name: string,
  gender: StockVoice['gender'],
  ageGroup: StockVoice['ageGroup'],
  language: SpeechLanguage,
  local: LocalVoiceSpec,
): StockVoice {
  return { key, name, gender, ageGroup, language, local };
}
