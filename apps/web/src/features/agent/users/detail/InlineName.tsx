import { useTranslation } from 'react-i18next';
import { EditableName } from '../../../../ui/EditableName';

/**
 * A name that edits in place (creation.md §4 rename): Enter or blur saves a changed, non-empty
 * name; Escape cancels.
 */
export function InlineName({
  name,
  onRename,
  className,
}: {
  name: string;
  onRename(name: string): void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <EditableName
      name={name}
      size="sm"
      inputLabel={t('agent.assets.nameLabel')}
      openLabel={t('agent.assets.rename', { name })}
      className={className}
      onRename={(typed) => {
        const next = typed.trim();
        if (next && next !== name) onRename(next);
      }}
    />
  );
}
