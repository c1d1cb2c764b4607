import { ListPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../../ui/Tooltip';

/**
 * The quiet way into scenes (issue 27) above a single-scene script: nothing else about scenes
 * shows until it is used.
 */
export function AddSceneButton({ onClick }: { onClick(): void }) {
  const { t } = useTranslation();
  return (
    <Tooltip content={t('generation.scenes.addHint')} side="top" align="end">
      <button
        type="button"
        onClick={onClick}
        className="ml-auto inline-flex h-8 items-center gap-1.5 rounded-full px-2.5 text-[13px] font-medium text-ink-muted transition-colors hover:bg-white hover:text-brand-700 max-md:h-10"
      >
        <ListPlus className="size-4" aria-hidden="true" />
        {t('generation.scenes.add')}
      </button>
    </Tooltip>
  );
}
