import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import clsx from 'clsx';
import { formatDate } from '../../../ui/formatDate';
import { rowAttributes } from '../dnd/rowAttributes';
import { useProjectItem } from '../hooks/useProjectItem';
import { ItemMenu } from '../menu/ItemMenu';
import { Thumbnail } from '../page/Thumbnail';
import { InlineName } from '../rename/InlineName';
import { refreshProjectImages } from '../state/refreshProjectImages';
import type { Project } from '../state/treeTypes';

/**
 * A project card of the folder grid (core.md §2): latest video image, name, creation date and
 * the rename, move, download and delete actions. It can be dragged to reorder the grid.
 */
export function ProjectCard({
  project,
  onMove,
  onDelete,
}: {
  project: Project;
  onMove(project: Project): void;
  onDelete(project: Project): void;
}) {
  const { editing, setEditing, menuOpen, open, clicks, renameTo, menu } = useProjectItem(project, {
    move: onMove,
    delete: onDelete,
  });
  const sortable = useSortable({ id: project.id });

  return (
    <li
      ref={sortable.setNodeRef}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      }}
      className={clsx('group/card relative', sortable.isDragging && 'z-10 opacity-60')}
      data-project-id={project.id}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a <button> cannot hold the rename text box */}
      <div
        {...rowAttributes(sortable.attributes)}
        {...sortable.listeners}
        role="button"
        tabIndex={0}
        aria-label={project.name}
        onClick={clicks.onClick}
        onDoubleClick={clicks.onDoubleClick}
        onKeyDown={(e) => {
          if (!editing && e.key === 'Enter') open();
          else if (!editing) sortable.listeners?.onKeyDown?.(e);
        }}
        className={clsx(
          'cursor-pointer overflow-hidden rounded-2xl border border-line bg-white transition-[box-shadow,border-color,transform] duration-200 outline-none',
          'hover:-translate-y-0.5 hover:border-[#dcdae8] hover:shadow-[var(--shadow-card)] focus-visible:ring-2 focus-visible:ring-brand-300',
          sortable.isDragging && 'shadow-[var(--shadow-pop)]',
        )}
      >
        <Thumbnail
          src={project.latestVideoImage}
          onFailed={() => void refreshProjectImages(project.id)}
          className="aspect-[16/10] border-b border-line"
        />
        <div className="flex flex-col gap-0.5 px-3.5 pt-3 pb-3.5 pr-11 max-md:px-3 max-md:pr-11">
          <InlineName
            value={project.name}
            kind="project"
            editing={editing}
            onEditingChange={setEditing}
            onRename={renameTo}
            className="text-[14px] leading-5 font-medium text-ink"
          />
          <span className="text-[12.5px] text-ink-subtle tabular-nums">
            {formatDate(project.createdAt)}
          </span>
        </div>
      </div>
      <div
        className={clsx(
          // Touch screens have no hover: on a phone the menu always shows.
          'absolute right-2.5 bottom-3.5 transition-opacity max-md:right-1 max-md:bottom-2 max-md:opacity-100',
          menuOpen
            ? 'opacity-100'
            : 'opacity-0 group-hover/card:opacity-100 focus-within:opacity-100',
        )}
      >
        <ItemMenu {...menu} />
      </div>
    </li>
  );
}
