import clsx from 'clsx';
import { Check, FileVideo } from 'lucide-react';
import { useState } from 'react';
import { InlineName } from '../../tree/rename/InlineName';
import { useClickOrDoubleClick } from '../../tree/rename/useClickOrDoubleClick';
import type { Project } from '../../tree/state/treeTypes';

/**
 * One project of the choose-project modal (creation.md §2): a click selects it after 200 ms,
 * a double click renames it in place (Enter or blur saves, Escape cancels).
 */
export function ProjectChoiceRow({
  project,
  selected,
  onSelect,
  onRename,
}: {
  project: Project;
  selected: boolean;
  onSelect(project: Project): void;
  onRename(project: Project, name: string): void;
}) {
  const [editing, setEditing] = useState(false);
  const clicks = useClickOrDoubleClick(
    () => onSelect(project),
    () => setEditing(true),
  );
  return (
    <div
      role="option"
      aria-selected={selected}
      tabIndex={0}
      data-project-id={project.id}
      onClick={editing ? undefined : clicks.onClick}
      onDoubleClick={editing ? undefined : clicks.onDoubleClick}
      onKeyDown={(e) => {
        if (!editing && (e.key === 'Enter' || e.key === ' ')) {
          e.preventDefault();
          onSelect(project);
        }
      }}
      className={clsx(
        'flex h-12 cursor-pointer items-center gap-3 rounded-xl border px-3 text-[13.5px] outline-none transition-colors focus-visible:ring-3 focus-visible:ring-brand-100',
        selected
          ? 'border-brand-400 bg-brand-50 text-ink'
          : 'border-transparent text-ink hover:bg-canvas',
      )}
    >
      <span
        className={clsx(
          'flex size-8 shrink-0 items-center justify-center rounded-lg',
          selected ? 'bg-brand-500 text-white' : 'bg-[#f1f0f6] text-ink-muted',
        )}
      >
        <FileVideo className="size-4" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <InlineName
          value={project.name}
          kind="project"
          editing={editing}
          onEditingChange={setEditing}
          onRename={(name) => onRename(project, name)}
          className="font-medium"
        />
      </span>
      {selected ? <Check className="size-4 shrink-0 text-brand-500" aria-hidden="true" /> : null}
    </div>
  );
}
