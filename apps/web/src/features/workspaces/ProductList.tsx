import { MEMBER_LIST_MAX_PX, MEMBER_LIST_ROW_PX } from '@talkreel/contract';
import clsx from 'clsx';
import { Check, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/Spinner';
import { useWorkspaces } from './useWorkspaces';

const productLetter = (name: string) => (Array.from(name.trim())[0] ?? '?').toUpperCase();

/** The user menu's products: list (at most 240 px, 40 px rows) and Add product (core.md §2). */
export function ProductList({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { workspaces, total, isLoading, currentId, selectWorkspace, addWorkspace, adding } =
    useWorkspaces();
  return (
    <section aria-label={t('userMenu.products')}>
      <div className="flex items-center justify-between px-2.5 pt-2 pb-1.5 text-[11.5px] font-medium tracking-[0.04em] text-ink-subtle uppercase">
        <span>{t('userMenu.products')}</span>
        <span className="tabular-nums" data-testid="product-count">
          {isLoading ? '' : total}
        </span>
      </div>
      {isLoading ? (
        <div className="flex h-10 items-center justify-center text-brand-500">
          <Spinner />
        </div>
      ) : (
        <ul className="overflow-y-auto" style={{ maxHeight: MEMBER_LIST_MAX_PX }}>
          {workspaces.map((w) => (
            <li key={w.id}>
              <button
                type="button"
                style={{ height: MEMBER_LIST_ROW_PX }}
                className="flex w-full items-center gap-2.5 rounded-lg px-2.5 text-left hover:bg-canvas"
                aria-current={w.id === currentId || undefined}
                onClick={() => {
                  selectWorkspace(w.id);
                  onDone();
                }}
              >
                <span
                  className={clsx(
                    'flex size-6 shrink-0 items-center justify-center rounded-md text-[12px] font-semibold',
                    w.id === currentId ? 'bg-brand-500 text-white' : 'bg-brand-50 text-brand-700',
                  )}
                  aria-hidden="true"
                >
                  {productLetter(w.name)}
                </span>
                <span className="min-w-0 flex-1 truncate text-[13.5px] text-ink">{w.name}</span>
                <span className="shrink-0 text-[12px] text-ink-subtle">
                  {t('userMenu.memberCount', { count: w.memberCount ?? 1 })}
                </span>
                <Check
                  className={clsx(
                    'size-4 shrink-0 text-brand-500',
                    w.id !== currentId && 'invisible',
                  )}
                  aria-hidden="true"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        disabled={adding}
        className="mt-0.5 flex h-10 w-full items-center gap-2.5 rounded-lg px-2.5 text-[13.5px] font-medium text-brand-600 hover:bg-brand-50 disabled:opacity-60"
        onClick={async () => {
          if (await addWorkspace()) onDone();
        }}
      >
        <span className="flex size-6 items-center justify-center rounded-md border border-dashed border-brand-300">
          {adding ? (
            <Spinner className="size-3.5" />
          ) : (
            <Plus className="size-3.5" aria-hidden="true" />
          )}
        </span>
        {t('userMenu.addProduct')}
      </button>
    </section>
  );
}
