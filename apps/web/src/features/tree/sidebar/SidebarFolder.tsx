import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import clsx from 'clsx';
import { ChevronRight, Folder as FolderIcon, FolderOpen, Inbox } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rowAttributes } from '../dnd/rowAttributes';
import { useRenameFolder } from '../hooks/useRenameFolder';
import { ItemMenu } from '../menu/ItemMenu';
import { folderActions } from '../menu/itemActions';
import { useTreeNavigation } from '../navigation/TreeNavigation';
import { folderPath } from '../paths';
import { InlineName } from '../rename/InlineName';
import { useClickOrDoubleClick } from '../rename/useClickOrDoubleClick';
import type { Folder, Project } from '../state/treeTypes';
import { useCreationStore } from '../state/useCreationStore';
import { type DndData, folderDndId, groupDndId, projectDndId } from './dndIds';
import { SidebarProjectRow } from './SidebarProjectRow';

interface SidebarFolderProps {
  folder: Folder;
  projects: Project[];
  expanded: boolean;
  activeFolder: boolean;
  activeProjectId: string | null;
  /** A project is being dragged over this folder. */
  highlighted: boolean;
  onDelete(kind: 'folder' | 'project', id: string, name: string): void;
}

/**
 * A folder of the sidebar with its projects, or the uncategorized group (which cannot be
 * renamed, deleted or dragged). The whole block accepts dropped projects.
 */
export function SidebarFolder({
  folder,
  projects,
  expanded,
  activeFolder,
  activeProjectId,
  highlighted,
  onDelete,
}: SidebarFolderProps) {
  const { t } = useTranslation();
  const nav = useTreeNavigation();
  const rename = useRenameFolder();
  const toggle = useCreationStore((s) => s.toggleFolder);
  const expand = useCreationStore((s) => s.expandFolder);
  const [editing, setEditing] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const fixed = folder.isUncategorized;
  const name = fixed ? t('tree.uncategorized') : folder.name;

  const open = () => {
    expand(folder.id);
    nav.go(folderPath(folder.id));
  };
  const clicks = useClickOrDoubleClick(open, () => {
    if (!fixed) setEditing(true);
  });
  const folderData: DndData = { type: 'folder', folderId: folder.id };
  const sortable = useSortable({
    id: folderDndId(folder.id),
    data: folderData,
    disabled: fixed,
  });
  const groupData: DndData = { type: 'group', key: folder.id };
  const drop = useDroppable({ id: groupDndId(folder.id), data: groupData });
  const { onKeyDown: dragKeys, ...listeners } = sortable.listeners ?? {};
  const Icon = fixed ? Inbox : expanded ? FolderOpen : FolderIcon;

  return (
    <li
      ref={(node) => {
        sortable.setNodeRef(node);
        drop.setNodeRef(node);
      }}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      }}
      className={clsx(
        'rounded-xl transition-colors',
        sortable.isDragging && 'opacity-40',
        highlighted && 'bg-brand-50 ring-1 ring-brand-200',
      )}
      data-folder-id={folder.id}
    >
      <div className="group/row relative flex items-center">
        <button
          type="button"
          aria-label={
            expanded ? t('tree.sidebar.collapse', { name }) : t('tree.sidebar.expand', { name })
          }
          aria-expanded={expanded}
          onClick={() => toggle(folder.id)}
          className="absolute left-1 flex size-7 items-center justify-center rounded-md text-ink-subtle hover:bg-black/5 hover:text-ink max-md:left-0 max-md:size-10"
        >
          <ChevronRight
            className={clsx('size-3.5 transition-transform duration-150', expanded && 'rotate-90')}
            strokeWidth={2.2}
            aria-hidden="true"
          />
        </button>
        {/* biome-ignore lint/a11y/useSemanticElements: a <button> cannot hold the rename text box */}
        <div
          {...rowAttributes(sortable.attributes)}
          {...listeners}
          role="button"
          tabIndex={0}
          aria-roledescription={fixed ? undefined : sortable.attributes['aria-roledescription']}
          aria-current={activeFolder ? 'page' : undefined}
          onClick={clicks.onClick}
          onDoubleClick={clicks.onDoubleClick}
          onKeyDown={(e) => {
            if (editing) return;
            if (e.key === 'Enter') open();
            else if (e.key === 'F2' && !fixed) setEditing(true);
            else dragKeys?.(e);
          }}
          className={clsx(
            'flex h-9 min-w-0 flex-1 cursor-pointer items-center gap-2.5 rounded-lg pr-16 pl-9 text-[13.5px] max-md:h-11 max-md:pl-10 font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-brand-300',
            activeFolder
              ? 'bg-white text-brand-700 shadow-[0_1px_2px_rgb(23_22_31/0.06)]'
              : 'text-ink hover:bg-black/[0.04]',
          )}
        >
          <Icon
            className={clsx('size-4 shrink-0', activeFolder ? 'text-brand-500' : 'text-ink-muted')}
            strokeWidth={1.8}
            aria-hidden="true"
          />
          <InlineName
            value={name}
            kind="folder"
            editing={editing}
            onEditingChange={setEditing}
            onRename={(next) => rename(folder.id, next)}
            className="flex-1"
          />
        </div>
        <span
          className={clsx(
            'pointer-events-none absolute right-3 text-[12px] tabular-nums text-ink-subtle transition-opacity',
            !fixed && (menuOpen ? 'opacity-0' : 'group-hover/row:opacity-0'),
            // On a phone the menu is always shown, so the count moves aside for it.
            !fixed && 'max-md:right-12 max-md:opacity-100',
          )}
        >
          {projects.length}
        </span>
        {fixed ? null : (
          <div
            className={clsx(
              'absolute right-1 transition-opacity max-md:opacity-100',
              menuOpen
                ? 'opacity-100'
                : 'opacity-0 group-hover/row:opacity-100 focus-within:opacity-100',
            )}
          >
            <ItemMenu
              label={t('tree.actions.moreFor', { name })}
              onOpenChange={setMenuOpen}
              actions={folderActions(t, {
                rename: () => setEditing(true),
                delete: () => onDelete('folder', folder.id, folder.name),
              })}
            />
          </div>
        )}
      </div>
      {expanded ? (
        <SortableContext
          items={projects.map((p) => projectDndId(p.id))}
          strategy={verticalListSortingStrategy}
        >
          <ul className="flex flex-col gap-px pb-1">
            {projects.map((p) => (
              <SidebarProjectRow
                key={p.id}
                project={p}
                active={p.id === activeProjectId}
                onDelete={(project) => onDelete('project', project.id, project.name)}
              />
            ))}
            {projects.length === 0 ? (
              <li className="py-1.5 pl-[46px] text-[12.5px] text-ink-subtle">
                {t('tree.sidebar.emptyFolder')}
              </li>
            ) : null}
          </ul>
        </SortableContext>
      ) : null}
    </li>
  );
}
