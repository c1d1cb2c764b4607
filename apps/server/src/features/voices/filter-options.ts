import {
  type Language,
  VOICE_FILTER_GROUPS,
  VOICE_FILTER_VALUES,
  type voiceFilterOptionsReply,
} from '@talkreel/contract';
import type { z } from 'zod';

type Labels = Record<string, string>;

/** Option labels in each UI language; values stay the same everywhere. */
const labels: Record<Language, Labels> = {
  en: {
    male: 'Male',
    female: 'Female',
    young: 'Young',
    middle_aged: 'Middle-aged',
    old: 'Old',
    en: 'English',
    zh: 'Chinese',
    es: 'Spanish',
    de: 'German',
  },
  zh: {
    male: '男',
    female: '女',
    young: '青年',
    middle_aged: '中年',
    old: '老年',
    en: '英语',
    zh: '中文',
    es: '西班牙语',
    de: '德语',
  },
  'zh-TW': {
    male: '男',
    female: '女',
    young: '青年',
    middle_aged: '中年',
    old: '老年',
    en: '英語',
    zh: '中文',
    es: '西班牙語',
    de: '德語',
  },
  es: {
    male: 'Masculino',
    female: 'Femenino',
    young: 'Joven',
    middle_aged: 'Mediana edad',
    old: 'Mayor',
    en: 'Inglés',
    zh: 'Chino',
    es: 'Español',
    de: 'Alemán',
  },
  de: {
    male: 'Männlich',
    female: 'Weiblich',
    young: 'Jung',
    middle_aged: 'Mittleres Alter',
    old: 'Älter',
    en: 'Englisch',
    zh: 'Chinesisch',
    es: 'Spanisch',
    de: 'Deutsch',
  },
};

/**
 * GET /audio/filter-options: the groups gender, age and languages in that order, each with its
 * options labelled in the request's language. The client prepends its own "All X" entry.
 */
export function voiceFilterOptions(lang: Language): z.input<typeof voiceFilterOptionsReply> {
  const text = labels[lang] ?? labels.en;
  return Object.fromEntries(
    VOICE_FILTER_GROUPS.map((group) => [
      group,
      VOICE_FILTER_VALUES[group].map((value) => ({ value, label: text[value] ?? value })),
    ]),
  );
}
