import { useDroppable } from '@dnd-kit/core';
import clsx from 'clsx';
import { FolderPlus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DELETE_ZONE, type DndData, NEW_FOLDER_ZONE } from './dndIds';

function Zone({
  id,
  zone,
  label,
  icon: Icon,
  danger,
}: {
  id: string;
  zone: 'new-folder' | 'delete';
  label: string;
  icon: typeof Trash2;
  danger?: boolean;
}) {
  const data: DndData = { type: 'zone', zone };
  const { setNodeRef, isOver } = useDroppable({ id, data });
  return (
    <div
      ref={setNodeRef}
      data-zone={zone}
      className={clsx(
        'flex h-14 flex-1 flex-col items-center justify-center gap-1 rounded-xl border border-dashed text-[12px] font-medium transition-colors',
        danger
          ? isOver
            ? 'border-danger bg-danger/10 text-danger'
            : 'border-danger/40 text-danger/80'
          : isOver
            ? 'border-brand-500 bg-brand-50 text-brand-700'
            : 'border-brand-300 text-brand-600',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      {label}
    </div>
  );
}

/**
 * While a project is dragged (core.md §4): dropping on the placeholder makes a new folder for
 * it; dropping on the other target removes it (after the delete confirmation).
 */
export function DropZones() {
  const { t } = useTranslation();
  return (
    <div className="flex gap-2 border-t border-line bg-canvas px-3 py-3 animate-fade-in">
      <Zone
        id={NEW_FOLDER_ZONE}
        zone="new-folder"
        label={t('tree.sidebar.dropNewFolder')}
        icon={FolderPlus}
      />
      <Zone
        id={DELETE_ZONE}
        zone="delete"
        label={t('tree.sidebar.dropDelete')}
        icon={Trash2}
        danger
      />
    </div>
  );
}
