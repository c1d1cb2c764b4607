import { MEMBER_LIST_MAX_PX, MEMBER_LIST_ROW_PX } from '@talkreel/contract';
import clsx from 'clsx';
import { Check, MoreHorizontal, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/Spinner';
import { OwnerLine } from './OwnerLine';
import { ProductMenu } from './ProductMenu';
import { productLetter } from './productMenuRules';
import { productOwner, productsSharingAName } from './productOwners';
import { useWorkspaces } from './useWorkspaces';

/**
 * The user menu's products (core.md §2): each with its icon letter and member count, the
 * current one checked, a menu of product actions; at most 240 px of 40 px rows; Add product.
 * Where two share a name, each says whose it is.
 */
export function ProductList({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { workspaces, total, isLoading, currentId, selectWorkspace, addWorkspace, adding } =
    useWorkspaces();
  // Products of one name (yours and one you were invited to) are told apart by their owner.
  const sharingAName = productsSharingAName(workspaces);
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
          {workspaces.map((w) => {
            const current = w.id === currentId;
            return (
              <li
                key={w.id}
                className="group relative flex items-center rounded-lg hover:bg-canvas has-[[data-state=open]]:bg-canvas"
                style={{ height: MEMBER_LIST_ROW_PX }}
              >
                <button
                  type="button"
                  className="flex h-full min-w-0 flex-1 items-center gap-2.5 rounded-lg px-2.5 text-left max-md:pr-11"
                  aria-current={current || undefined}
                  onClick={() => {
                    selectWorkspace(w.id);
                    onDone();
                  }}
                >
                  <span
                    className={clsx(
                      'flex size-6 shrink-0 items-center justify-center rounded-md text-[12px] font-semibold',
                      current ? 'bg-brand-500 text-white' : 'bg-brand-50 text-brand-700',
                    )}
                    aria-hidden="true"
                  >
                    {productLetter(w.name)}
                  </span>
                  <span className="min-w-0 flex-1 leading-tight">
                    <span className="block truncate text-[13.5px] text-ink">{w.name}</span>
                    {sharingAName.has(w.id) ? (
                      <OwnerLine owner={productOwner(w)} className="text-[11.5px]" />
                    ) : null}
                  </span>
                  <span className="shrink-0 text-[12px] text-ink-subtle">
                    {t('userMenu.memberCount', { count: w.memberCount ?? 1 })}
                  </span>
                  <Check
                    className={clsx(
                      // The actions button takes the check's place while the row is hovered.
                      // On a phone (no hover) the button always shows: the filled letter marks the current one.
                      'size-4 shrink-0 text-brand-500 group-hover:opacity-0 group-has-[[data-state=open]]:opacity-0 max-md:hidden',
                      !current && 'invisible',
                    )}
                    aria-hidden="true"
                  />
                </button>
                <ProductMenu product={w} onDone={onDone}>
                  <button
                    type="button"
                    aria-label={t('workspaces.menu.label', { name: w.name })}
                    className="absolute right-1.5 flex size-7 items-center justify-center rounded-md text-ink-muted opacity-0 transition-opacity group-hover:opacity-100 hover:bg-white hover:text-ink focus-visible:opacity-100 data-[state=open]:bg-white data-[state=open]:opacity-100 max-md:right-0 max-md:size-10 max-md:opacity-100"
                  >
                    <MoreHorizontal className="size-4" aria-hidden="true" />
                  </button>
                </ProductMenu>
              </li>
            );
          })}
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
