import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { digitsOnly, goToPage, pageNumbers } from './pageNumbers';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange(page: number): void;
  disabled?: boolean;
}

const cell =
  'inline-flex h-8 min-w-8 items-center justify-center rounded-lg px-2 text-[13px] font-medium transition-colors disabled:cursor-not-allowed disabled:text-ink-subtle max-md:h-10 max-md:min-w-10';

/**
 * The pager of creation.md §2: total and "items", Previous and Next, at most five numbers with
 * ellipses, and a go-to box (digits only, applied on Enter or blur, clamped, empty counts as 1).
 */
export function Pagination({ page, pageSize, total, onPageChange, disabled }: PaginationProps) {
  const { t } = useTranslation();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  // null: the box was not touched since the last jump, so leaving it changes nothing.
  const [goTo, setGoTo] = useState<string | null>(null);
  const go = (next: number) => {
    if (next !== page) onPageChange(next);
  };
  const applyGoTo = () => {
    go(goToPage(goTo ?? '', pageCount));
    setGoTo(null);
  };
  return (
    <nav
      aria-label={t('pagination.label')}
      className="flex flex-wrap items-center justify-end gap-1.5 text-[13px] text-ink-muted"
    >
      <span data-testid="pagination-total" className="mr-2">
        {t('pagination.total', { count: total })}
      </span>
      <button
        type="button"
        className={clsx(cell, 'hover:bg-canvas')}
        aria-label={t('pagination.previous')}
        disabled={disabled || page <= 1}
        onClick={() => go(page - 1)}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
      </button>
      {pageNumbers(page, pageCount).map((slot) =>
        typeof slot === 'number' ? (
          <button
            key={slot}
            type="button"
            aria-current={slot === page ? 'page' : undefined}
            aria-label={t('pagination.page', { page: slot })}
            disabled={disabled}
            onClick={() => go(slot)}
            className={clsx(
              cell,
              slot === page
                ? 'border border-brand-400 bg-brand-50 text-brand-700'
                : 'text-ink hover:bg-canvas',
            )}
          >
            {slot}
          </button>
        ) : (
          <span key={slot} className={clsx(cell, 'text-ink-subtle')} aria-hidden="true">
            …
          </span>
        ),
      )}
      <button
        type="button"
        className={clsx(cell, 'hover:bg-canvas')}
        aria-label={t('pagination.next')}
        disabled={disabled || page >= pageCount}
        onClick={() => go(page + 1)}
      >
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
      <label className="ml-2 flex items-center gap-1.5">
        {t('pagination.goTo')}
        <input
          inputMode="numeric"
          value={goTo ?? ''}
          disabled={disabled}
          aria-label={t('pagination.goToLabel')}
          onChange={(e) => setGoTo(digitsOnly(e.target.value))}
          onKeyDown={(e) => {
            if (e.key === 'Enter') applyGoTo();
          }}
          onBlur={() => {
            if (goTo !== null) applyGoTo();
          }}
          className="h-8 w-12 rounded-lg border border-line bg-white px-2 text-center text-[13px] text-ink outline-none focus:border-brand-400 focus:ring-2 focus:ring-brand-100 max-md:h-10"
        />
      </label>
    </nav>
  );
}
