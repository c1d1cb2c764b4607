import { VoiceSource } from '@talkreel/contract';
import { useTranslation } from 'react-i18next';
import type { VoiceItem } from './types';

/**
 * The "Yours" badge beside an own voice's name: in a list of 20 library voices the user's
 * clones otherwise read as just more names.
 */
export function YoursMark({ voice }: { voice: Pick<VoiceItem, 'source'> }) {
  const { t } = useTranslation();
  if (voice.source !== VoiceSource.MY) return null;
  return (
    <span
      title={t('voices.yours.title')}
      className="shrink-0 rounded-full bg-brand-50 px-1.5 py-px text-[11px] leading-4 font-medium text-brand-700"
    >
      {t('voices.yours.label')}
    </span>
  );
}
