import { SCRIPT_MAX_CHARS, SUPPORTED_LANGUAGES } from '@talkreel/contract';
import { i18n } from '../../i18n/i18n';

type VoiceStrings = { voices?: { preview?: { sample?: string } } };

/**
 * The sample sentence of every language, at hand at once: the app loads only the language it
 * shows, but a German voice must read German whatever the page's language. The voices strings
 * of the five languages are a few kB in this feature's chunk.
 */
const voiceStrings = import.meta.glob<VoiceStrings>('./i18n/*.json', {
  eager: true,
  import: 'default',
});

const sampleIn = (language: string) =>
  voiceStrings[`./i18n/${language}.json`]?.voices?.preview?.sample ??
  i18n.getFixedT(language)('voices.preview.sample');

/**
 * What a preview says: the project's script when there is one, else a short sample in the
 * voice's own language (a German voice reads German), or the UI language when it has none.
 */
export function previewText(script: string | undefined, voiceLanguage: string | null | undefined) {
  const text = script?.trim();
  if (text) return [...text].slice(0, SCRIPT_MAX_CHARS).join('');
  const language = (SUPPORTED_LANGUAGES as readonly string[]).includes(voiceLanguage ?? '')
    ? (voiceLanguage as string)
    : i18n.language;
  return sampleIn(language);
}
