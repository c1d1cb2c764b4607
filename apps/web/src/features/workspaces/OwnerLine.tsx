import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { ProductOwner } from './productOwners';

/** "owned by you" / "owned by {name}" in one muted, truncated line; nothing when unknown. */
export function OwnerLine({ owner, className }: { owner: ProductOwner; className?: string }) {
  const { t } = useTranslation();
  if (!owner) return null;
  const text =
    owner.kind === 'you'
      ? t('workspaces.owner.ownedByYou')
      : t('workspaces.owner.ownedBy', { name: owner.name });
  // A long owner name is cut; the full line stays readable on hover.
  return (
    <span className={clsx('block truncate text-ink-subtle', className)} title={text}>
      {text}
    </span>
  );
}
