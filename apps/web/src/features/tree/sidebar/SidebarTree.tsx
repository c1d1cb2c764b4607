import { DndContext, DragOverlay } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Clapperboard, Folder as FolderIcon } from 'lucide-react';
import { useMemo } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useTreeView } from '../hooks/useTreeView';
import { findProject } from '../state/treeOps';
import type { Project } from '../state/treeTypes';
import { DropZones } from './DropZones';
import { folderDndId } from './dndIds';
import { SidebarFolder } from './SidebarFolder';
import { sidebarCollision, useSidebarDnd } from './useSidebarDnd';

/** The Projects list: folders, then the uncategorized group, with drag and drop. */
export function SidebarTree({
  activeFolderId,
  activeProjectId,
  onDelete,
}: {
  activeFolderId: string | null;
  activeProjectId: string | null;
  onDelete(kind: 'folder' | 'project', id: string, name: string): void;
}) {
  const { t } = useTranslation();
  const view = useTreeView();
  const folderIds = useMemo(() => view.folders.map((f) => f.id), [view.folders]);
  const dnd = useSidebarDnd({
    projectsMap: view.projectsMap,
    folderIds,
    onDropToDelete: (id) => {
      const found = findProject(view.tree, id);
      if (found) onDelete('project', id, found.project.name);
    },
  });

  // While a project is dragged, groups show the preview order.
  const projectsFor = (key: string): Project[] => {
    if (!dnd.preview) return view.projectsOf(key);
    return (dnd.preview[key] ?? []).flatMap((id) => {
      const found = findProject(view.tree, id);
      return found ? [found.project] : [];
    });
  };
  const active = dnd.active;
  const draggedProject =
    active?.type === 'project' ? findProject(view.tree, active.projectId)?.project : null;
  const draggedFolder =
    active?.type === 'folder' ? view.folders.find((f) => f.id === active.folderId) : null;
  const overKey = (key: string) =>
    dnd.active?.type === 'project' &&
    dnd.preview?.[key]?.includes(dnd.active.projectId) &&
    findProject(view.tree, dnd.active.projectId)?.key !== key;

  const groups = view.uncategorized ? [...view.folders, view.uncategorized] : view.folders;
  return (
    <DndContext
      sensors={dnd.sensors}
      collisionDetection={sidebarCollision}
      onDragStart={dnd.onDragStart}
      onDragOver={dnd.onDragOver}
      onDragEnd={dnd.onDragEnd}
      onDragCancel={dnd.onDragCancel}
    >
      <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-4">
        <SortableContext items={folderIds.map(folderDndId)} strategy={verticalListSortingStrategy}>
          <ul aria-label={t('tree.sidebar.projects')} className="flex flex-col gap-0.5">
            {groups.map((folder) => (
              <SidebarFolder
                key={folder.id}
                folder={folder}
                projects={projectsFor(folder.id)}
                expanded={view.expanded.has(folder.id) || Boolean(overKey(folder.id))}
                activeFolder={folder.id === activeFolderId}
                activeProjectId={activeProjectId}
                highlighted={Boolean(overKey(folder.id))}
                onDelete={onDelete}
              />
            ))}
          </ul>
        </SortableContext>
      </div>
      {dnd.active?.type === 'project' ? <DropZones /> : null}
      {createPortal(
        <DragOverlay dropAnimation={null}>
          {draggedProject || draggedFolder ? (
            <div className="flex h-9 w-[264px] cursor-grabbing items-center gap-2.5 rounded-lg bg-white px-3 text-[13.5px] font-medium text-ink shadow-[var(--shadow-pop)] ring-1 ring-line">
              {draggedProject ? (
                <Clapperboard
                  className="size-4 text-brand-500"
                  strokeWidth={1.8}
                  aria-hidden="true"
                />
              ) : (
                <FolderIcon
                  className="size-4 text-brand-500"
                  strokeWidth={1.8}
                  aria-hidden="true"
                />
              )}
              <span className="truncate">{draggedProject?.name ?? draggedFolder?.name}</span>
            </div>
          ) : null}
        </DragOverlay>,
        document.body,
      )}
    </DndContext>
  );
}
