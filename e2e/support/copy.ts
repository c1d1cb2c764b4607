import de from '../../apps/web/src/i18n/de.json';
import en from '../../apps/web/src/i18n/en.json';
import es from '../../apps/web/src/i18n/es.json';
import zh from '../../apps/web/src/i18n/zh.json';
import zhTW from '../../apps/web/src/i18n/zh-TW.json';

/** The UI strings the page objects look for, in the language under test. */
export type Copy = Pick<typeof en, 'login' | 'invite' | 'shell'> & {
  // Chinese has no singular form, so only the shared keys are typed.
  userMenu: Omit<typeof en.userMenu, 'memberCount_one'>;
};

export const copy: Record<'en' | 'zh' | 'es' | 'de' | 'zh-TW', Copy> = {
  en,
  zh,
  es,
  de,
  'zh-TW': zhTW,
};

/** i18next interpolation, for strings like "Code sent to {{email}}". */
export const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ''));

/** A translation with its <tag> markup removed, as the page shows it. */
export const plain = (text: string) => text.replace(/<\/?\w+>/g, '');
