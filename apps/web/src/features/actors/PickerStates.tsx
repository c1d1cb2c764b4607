import type { ActorCondition } from '@talkreel/contract';
import { CloudOff, Star, UserRound, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';

/** What an empty tab says: nothing matches the filters, no favourites yet, no own actors yet. */
export function PickerEmptyState({
  condition,
  filtered,
}: {
  condition: ActorCondition;
  filtered: boolean;
}) {
  const { t } = useTranslation();
  const Icon = filtered ? UsersRound : condition === 'fav' ? Star : UserRound;
  const key = filtered ? 'filtered' : condition;
  return (
    <div className="flex flex-col items-center gap-2 py-10 text-center">
      <span className="flex size-11 items-center justify-center rounded-2xl bg-canvas text-ink-subtle">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <p className="text-[14px] font-semibold text-ink">{t(`actors.empty.${key}.title`)}</p>
      <p className="max-w-[320px] text-[13px] leading-5 text-ink-muted">
        {t(`actors.empty.${key}.text`)}
      </p>
    </div>
  );
}

export function PickerLoadError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 pb-10 text-center">
      <span className="flex size-11 items-center justify-center rounded-2xl bg-canvas text-ink-subtle">
        <CloudOff className="size-5" aria-hidden="true" />
      </span>
      <p className="text-[14px] font-medium text-ink">{t('actors.loadFailed')}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('actors.retry')}
      </Button>
    </div>
  );
}
