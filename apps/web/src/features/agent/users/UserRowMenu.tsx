import { Power, PowerOff, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RowMenu } from '../../../ui/RowMenu';

/** A row's menu (creation.md §2): the Enable/Disable toggle and Delete (behind a confirm). */
export function UserRowMenu({
  name,
  enabled,
  onToggle,
  onDelete,
}: {
  name: string;
  enabled: boolean;
  onToggle(): void;
  onDelete(): void;
}) {
  const { t } = useTranslation();
  const Toggle = enabled ? PowerOff : Power;
  return (
    <RowMenu
      label={t('agent.users.actionsFor', { name })}
      items={[
        {
          label: t(enabled ? 'agent.users.disable' : 'agent.users.enable'),
          icon: <Toggle className="size-4 text-ink-muted" aria-hidden="true" />,
          onSelect: onToggle,
        },
        {
          label: t('agent.users.delete'),
          icon: <Trash2 className="size-4" aria-hidden="true" />,
          onSelect: onDelete,
          danger: true,
          confirms: true,
        },
      ]}
    />
  );
}
