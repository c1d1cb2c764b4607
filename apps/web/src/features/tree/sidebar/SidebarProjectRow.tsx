import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import clsx from 'clsx';
import { Clapperboard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rowAttributes } from '../dnd/rowAttributes';
import { useDownloadAllMedias } from '../download/useDownloadAllMedias';
import { useRenameProject } from '../hooks/useRenameProject';
import { ItemMenu } from '../menu/ItemMenu';
import { projectActions } from '../menu/itemActions';
import { useTreeNavigation } from '../navigation/TreeNavigation';
import { projectPath } from '../paths';
import { InlineName } from '../rename/InlineName';
import { useClickOrDoubleClick } from '../rename/useClickOrDoubleClick';
import type { Project } from '../state/treeTypes';
import { type DndData, projectDndId } from './dndIds';

/**
 * One project in the sidebar (core.md §2): a click opens it after 200 ms, a double click
 * renames it inline; its menu has Rename, Download all medias and Delete.
 */
export function SidebarProjectRow({
  project,
  active,
  onDelete,
}: {
  project: Project;
  active: boolean;
  onDelete(project: Project): void;
}) {
  const { t } = useTranslation();
  const nav = useTreeNavigation();
  const rename = useRenameProject();
  const download = useDownloadAllMedias();
  const [editing, setEditing] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const open = () => nav.go(projectPath(project.id));
  const clicks = useClickOrDoubleClick(open, () => setEditing(true));
  const data: DndData = { type: 'project', projectId: project.id };
  const sortable = useSortable({ id: projectDndId(project.id), data });
  const { onKeyDown: dragKeys, ...listeners } = sortable.listeners ?? {};

  return (
    <li
      ref={sortable.setNodeRef}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      }}
      className={clsx('group/row relative', sortable.isDragging && 'opacity-40')}
      data-project-id={project.id}
    >
      <div
        {...rowAttributes(sortable.attributes)}
        {...listeners}
        aria-current={active ? 'page' : undefined}
        onClick={clicks.onClick}
        onDoubleClick={clicks.onDoubleClick}
        onKeyDown={(e) => {
          if (editing) return;
          if (e.key === 'Enter') open();
          else if (e.key === 'F2') setEditing(true);
          else dragKeys?.(e);
        }}
        className={clsx(
          'flex h-9 cursor-pointer items-center gap-2.5 rounded-lg pr-9 pl-[46px] text-[13.5px] transition-colors outline-none focus-visible:ring-2 focus-visible:ring-brand-300',
          active
            ? 'bg-white font-medium text-brand-700 shadow-[0_1px_2px_rgb(23_22_31/0.06)]'
            : 'text-ink hover:bg-black/[0.04]',
        )}
      >
        <Clapperboard
          className={clsx('size-4 shrink-0', active ? 'text-brand-500' : 'text-ink-subtle')}
          strokeWidth={1.8}
          aria-hidden="true"
        />
        <InlineName
          value={project.name}
          kind="project"
          editing={editing}
          onEditingChange={setEditing}
          onRename={(name) => rename(project.id, name)}
          className="flex-1"
        />
      </div>
      <div
        className={clsx(
          'absolute top-1 right-1 transition-opacity',
          menuOpen || active
            ? 'opacity-100'
            : 'opacity-0 group-hover/row:opacity-100 focus-within:opacity-100',
        )}
      >
        <ItemMenu
          label={t('tree.actions.moreFor', { name: project.name })}
          onOpenChange={setMenuOpen}
          actions={projectActions(t, {
            rename: () => setEditing(true),
            download: () => void download(project.id),
            delete: () => onDelete(project),
          })}
        />
      </div>
    </li>
  );
}
