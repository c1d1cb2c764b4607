import { useTranslation } from 'react-i18next';
import { Logo } from '../../ui/Logo';
import { TruncatedText } from '../../ui/TruncatedText';
import { OwnerLine } from './OwnerLine';
import { productOwner } from './productOwners';
import { useCurrentWorkspace } from './useCurrentWorkspace';

/**
 * The creation sidebar's header: which product the user is in (its name, cut with a tooltip
 * when long) and whose it is, next to the Talkreel mark.
 */
export function CurrentProductHeader() {
  const { t } = useTranslation();
  const current = useCurrentWorkspace();
  return (
    <section
      aria-label={t('workspaces.current.label')}
      className="flex min-w-0 flex-1 items-center gap-3"
    >
      <Logo withName={false} />
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
