import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import clsx from 'clsx';
import { Clapperboard } from 'lucide-react';
import { rowAttributes } from '../dnd/rowAttributes';
import { useProjectItem } from '../hooks/useProjectItem';
import { ItemMenu } from '../menu/ItemMenu';
import { InlineName } from '../rename/InlineName';
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
  const { editing, setEditing, menuOpen, open, clicks, renameTo, menu } = useProjectItem(project, {
    delete: onDelete,
  });
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
          'flex h-9 cursor-pointer items-center gap-2.5 rounded-lg pr-9 pl-[46px] text-[13.5px] max-md:h-11 max-md:pr-12 max-md:pl-[50px] transition-colors outline-none focus-visible:ring-2 focus-visible:ring-brand-300',
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
          onRename={renameTo}
          className="flex-1"
        />
      </div>
      <div
        className={clsx(
          'absolute top-1 right-1 transition-opacity max-md:top-0.5 max-md:opacity-100',
          menuOpen || active
            ? 'opacity-100'
            : 'opacity-0 group-hover/row:opacity-100 focus-within:opacity-100',
        )}
      >
        <ItemMenu {...menu} />
      </div>
    </li>
  );
}
