import { AudioLines, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';

/**
 * An empty list: nothing matches the search, or the chosen condition has no voices yet. An
 * empty My Voices offers to add one there and then.
 */
export function VoiceListEmpty({
  condition,
  searching,
  onAddVoice,
}: {
  condition: string;
  searching: boolean;
  onAddVoice?(): void;
}) {
  const { t } = useTranslation();
  const key = searching ? 'search' : condition;
  return (
    <div className="flex flex-col items-center gap-2 py-12 text-center">
      <span className="flex size-11 items-center justify-center rounded-2xl bg-canvas text-ink-subtle">
        <AudioLines className="size-5" aria-hidden="true" />
      </span>
      <p className="text-[14px] font-semibold text-ink">
        {t(`voices.empty.${key}`, { defaultValue: t('voices.empty.all_voices') })}
      </p>
      {onAddVoice && !searching && condition === 'my_voices' ? (
        <Button
          size="sm"
          variant="secondary"
          className="mt-2"
          icon={<Plus className="size-4" aria-hidden="true" />}
          onClick={onAddVoice}
        >
          {t('voices.upload.title')}
        </Button>
      ) : null}
    </div>
  );
}
