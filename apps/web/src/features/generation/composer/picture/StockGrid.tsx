import clsx from 'clsx';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useStockBackgrounds } from '../../hooks/useStockBackgrounds';

/** The stock backgrounds as a grid of thumbnails; the chosen one is marked. */
export function StockGrid({ value, onChange }: { value: string; onChange(id: string): void }) {
  const { t } = useTranslation();
  const query = useStockBackgrounds(true);
  if (query.isError) {
    return (
      <p className="text-[12.5px] text-ink-muted">
        {t('generation.picture.stockFailed')}{' '}
        <button
          type="button"
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          onClick={() => void query.refetch()}
        >
          {t('generation.picture.retry')}
        </button>
      </p>
    );
  }
  const items = query.data ?? [];
  return (
    <ul
      className="grid max-w-[440px] grid-cols-6 gap-1.5 max-md:grid-cols-4"
      aria-label={t('generation.picture.stock')}
      aria-busy={query.isPending}
    >
      {query.isPending
        ? Array.from({ length: 12 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
            <li key={i} className="aspect-square animate-pulse rounded-lg bg-line" />
          ))
        : items.map((bg) => {
            const on = bg.id === value;
            return (
              <li key={bg.id}>
                <button
                  type="button"
                  aria-pressed={on}
                  aria-label={bg.name}
                  title={bg.name}
                  data-background-id={bg.id}
                  onClick={() => onChange(bg.id)}
                  className={clsx(
                    'relative block aspect-square w-full overflow-hidden rounded-lg ring-1 ring-black/10 transition-transform hover:scale-[1.04]',
                    on && 'ring-2 ring-brand-500 ring-offset-2',
                  )}
                >
                  <img src={bg.thumbnailUrl} alt="" className="size-full object-cover" />
                  {on ? (
                    <span className="absolute right-1 bottom-1 flex size-4 items-center justify-center rounded-full bg-brand-600 text-white">
                      <Check className="size-3" strokeWidth={3} aria-hidden="true" />
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
    </ul>
  );
}
