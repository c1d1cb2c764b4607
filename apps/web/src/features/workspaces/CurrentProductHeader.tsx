import { useTranslation } from 'react-i18next';
import { TruncatedText } from '../../ui/TruncatedText';
import { OwnerLine } from './OwnerLine';
import { productLetter } from './productMenuRules';
import { productOwner } from './productOwners';
import { useCurrentWorkspace } from './useCurrentWorkspace';

/**
 * The creation sidebar's header: which product the user is in (its name, cut with a tooltip
 * when long) and whose it is, next to the product's letter icon.
 */
export function CurrentProductHeader() {
  const { t } = useTranslation();
  const current = useCurrentWorkspace();
  return (
    <section
      aria-label={t('workspaces.current.label')}
      className="flex min-w-0 flex-1 items-center gap-3"
    >
      {/* The product's icon, as in the product list (the rail already carries the Talkreel mark). */}
      <span
        className="flex size-8 shrink-0 items-center justify-center rounded-[9px] bg-brand-500 text-[14px] font-semibold text-white"
        aria-hidden="true"
      >
        {current ? productLetter(current.name) : ''}
      </span>
      <div className="min-w-0 flex-1 leading-tight">
        {current ? (
          <>
            <TruncatedText
              text={current.name}
              className="text-[15px] font-semibold tracking-[-0.01em] text-ink"
            />
            <OwnerLine owner={productOwner(current)} className="mt-0.5 text-[12px]" />
          </>
        ) : (
          <span className="block h-4 w-28 animate-pulse rounded bg-black/[0.06]" />
        )}
      </div>
    </section>
  );
}
