import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { Check, Folder as FolderIcon, Inbox, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { DialogOverlay } from '../../../ui/DialogOverlay';
import { useReturnFocus } from '../../../ui/useReturnFocus';
import { useMoveProject } from '../hooks/useMoveProject';
import { useRenameFolder } from '../hooks/useRenameFolder';
import { useTreeView } from '../hooks/useTreeView';
import { InlineName } from '../rename/InlineName';
import { useClickOrDoubleClick } from '../rename/useClickOrDoubleClick';
import { findProject, groupKey } from '../state/treeOps';
import type { Folder, Project } from '../state/treeTypes';

function FolderOption({
  folder,
  label,
  count,
  selected,
  current,
  onSelect,
}: {
  folder: Folder;
  label: string;
  count: number;
  selected: boolean;
  current: boolean;
  onSelect(): void;
}) {
  const { t } = useTranslation();
  const rename = useRenameFolder();
  const [editing, setEditing] = useState(false);
  const clicks = useClickOrDoubleClick(onSelect, () => {
    if (!folder.isUncategorized) setEditing(true);
  });
  const Icon = folder.isUncategorized ? Inbox : FolderIcon;
  const row = (selectedRow: boolean) =>
    clsx(
      'flex h-11 w-full items-center gap-3 rounded-xl px-3 text-left text-[14px] transition-colors outline-none focus-visible:ring-2 focus-visible:ring-brand-300',
      selectedRow ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-canvas',
    );
  const icon = (
    <Icon
      className={clsx('size-4 shrink-0', selected ? 'text-brand-500' : 'text-ink-muted')}
      strokeWidth={1.8}
      aria-hidden="true"
    />
  );
  if (editing) {
    // A button cannot hold a text box, so the row is plain while the folder is renamed.
    return (
      <li className={row(selected)}>
        {icon}
        <InlineName
          value={label}
          kind="folder"
          editing
          onEditingChange={setEditing}
          onRename={(name) => rename(folder.id, name)}
          className="flex-1 font-medium"
        />
      </li>
    );
  }
  return (
    <li>
      <button
        type="button"
        aria-pressed={selected}
        onClick={clicks.onClick}
        onDoubleClick={clicks.onDoubleClick}
        onKeyDown={(e) => {
          if (e.key === 'F2' && !folder.isUncategorized) setEditing(true);
        }}
        className={clsx(row(selected), 'cursor-pointer')}
      >
        {icon}
        <span className="min-w-0 flex-1 truncate font-medium">{label}</span>
        {current ? (
          <span className="shrink-0 rounded-md bg-black/[0.05] px-1.5 py-0.5 text-[11.5px] font-medium text-ink-muted">
            {t('tree.move.current')}
          </span>
        ) : null}
        <span className="w-6 shrink-0 text-right text-[12px] tabular-nums text-ink-subtle">
          {count}
        </span>
        <Check
          className={clsx('size-4 shrink-0 text-brand-500', !selected && 'invisible')}
          strokeWidth={2.4}
          aria-hidden="true"
        />
      </button>
    </li>
  );
}

/**
 * Move project (core.md §2): the folders, one selected by a single click (after 200 ms; a
 * double click renames it instead). Move is disabled while the project's own folder is
 * selected; confirming puts the project at the top of the chosen folder.
 */
export function MoveProjectDialog({ project, onClose }: { project: Project; onClose(): void }) {
  const { t } = useTranslation();
  const view = useTreeView();
  const move = useMoveProject();
  const current = groupKey(
    findProject(view.tree, project.id)?.project.folderId ?? project.folderId,
  );
  const [selected, setSelected] = useState(current);
  // Opened from a "…" menu: focus goes back to that menu's button.
  const returnFocus = useReturnFocus(true);
  const confirm = () => {
    move(project.id, selected, 0);
    onClose();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content
          onEscapeKeyDown={(e) => {
            // Escape while renaming a folder cancels the rename, not the dialog.
            if (e.target instanceof HTMLInputElement) e.preventDefault();
          }}
          onCloseAutoFocus={returnFocus}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[min(640px,calc(100vh-48px))] w-[calc(100vw-32px)] max-w-[460px] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl border border-line bg-white shadow-[var(--shadow-pop)] outline-none animate-fade-in"
        >
          <div className="flex items-start justify-between gap-4 px-6 pt-5">
            <div className="min-w-0">
              <Dialog.Title className="text-[16px] font-semibold text-ink">
                {t('tree.move.title')}
              </Dialog.Title>
              <Dialog.Description className="mt-1 truncate text-[13.5px] text-ink-muted">
                {t('tree.move.description', { name: project.name })}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t('tree.move.close')}
              className="-mr-2 flex size-8 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:bg-canvas hover:text-ink"
            >
              <X className="size-4" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <ul
            aria-label={t('tree.move.folders')}
            className="mx-3 mt-4 flex min-h-0 flex-col gap-0.5 overflow-y-auto"
          >
            {view.allFolders.map((f) => (
              <FolderOption
                key={f.id}
                folder={f}
                label={f.isUncategorized ? t('tree.uncategorized') : f.name}
                count={view.projectsOf(f.id).length}
                selected={selected === f.id}
                current={current === f.id}
                onSelect={() => setSelected(f.id)}
              />
            ))}
          </ul>
          <div className="mt-4 flex justify-end gap-2.5 border-t border-line px-6 py-4">
            <Dialog.Close asChild>
              <Button variant="outline" size="sm">
                {t('tree.move.cancel')}
              </Button>
            </Dialog.Close>
            <Button size="sm" disabled={selected === current} onClick={confirm}>
              {t('tree.move.confirm')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
