import { SCRIPT_MAX_CHARS, SUPPORTED_LANGUAGES } from '@talkreel/contract';
import { i18n } from '../../i18n/i18n';

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
  return i18n.getFixedT(language)('voices.preview.sample');
}
