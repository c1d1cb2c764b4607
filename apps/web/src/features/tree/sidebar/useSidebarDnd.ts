import {
  type CollisionDetection,
  closestCenter,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { DRAG_ACTIVATION_SIDEBAR_PX } from '@talkreel/contract';
import { useState } from 'react';
import { useCreateFolder } from '../hooks/useCreateFolder';
import { useMoveProject } from '../hooks/useMoveProject';
import { useReorderFolders } from '../hooks/useReorderFolders';
import type { ProjectsMap } from '../state/treeTypes';
import type { DndData } from './dndIds';

type Groups = Record<string, string[]>;
const dataOf = (x: { data: { current?: unknown } } | null | undefined) =>
  x?.data.current as DndData | undefined;
const containerOf = (groups: Groups, projectId: string) =>
  Object.keys(groups).find((k) => groups[k].includes(projectId));

/**
 * Folders only land among folders; projects land on a project, on a folder (its top), or on a
 * drop zone, whichever is under the pointer.
 */
export const sidebarCollision: CollisionDetection = (args) => {
  const type = dataOf(args.active)?.type;
  const of = (kinds: DndData['type'][]) =>
    args.droppableContainers.filter((c) => kinds.includes(dataOf(c)?.type ?? 'group'));
  if (type === 'folder') return closestCenter({ ...args, droppableContainers: of(['folder']) });
  const hits = pointerWithin({ ...args, droppableContainers: of(['project', 'group', 'zone']) });
  const zone = hits.filter(
    (h) => dataOf(args.droppableContainers.find((c) => c.id === h.id))?.type === 'zone',
  );
  if (zone.length) return zone;
  const onProject = hits.filter(
    (h) => dataOf(args.droppableContainers.find((c) => c.id === h.id))?.type === 'project',
  );
  return onProject.length ? onProject : hits;
};

/**
 * Sidebar drag and drop (core.md §4): a drag starts after 12 px; a project dragged over
 * another folder shows there at once (a preview), and the move or reorder is sent on drop.
 * Folders reorder among themselves. The zones create a folder or ask to delete.
 */
export function useSidebarDnd(options: {
  projectsMap: ProjectsMap;
  folderIds: string[];
  onDropToDelete(projectId: string): void;
}) {
  const [active, setActive] = useState<DndData | null>(null);
  const [preview, setPreview] = useState<Groups | null>(null);
  const moveProject = useMoveProject();
  const reorderFolders = useReorderFolders();
  const createFolder = useCreateFolder();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_SIDEBAR_PX } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      // Enter opens the row; Space picks it up.
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );

  const fromTree = (): Groups =>
    Object.fromEntries(
      Object.entries(options.projectsMap).map(([k, list]) => [k, list.map((p) => p.id)]),
    );
  const finish = () => {
    setActive(null);
    setPreview(null);
  };

  const onDragStart = ({ active: a }: DragStartEvent) => {
    const data = dataOf(a);
    if (!data) return;
    setActive(data);
    if (data.type === 'project') setPreview(fromTree());
  };

  const onDragOver = ({ active: a, over }: DragOverEvent) => {
    const data = dataOf(a);
    const target = dataOf(over);
    if (data?.type !== 'project' || !target || !over) return;
    setPreview((groups) => {
      if (!groups) return groups;
      const from = containerOf(groups, data.projectId);
      const to =
        target.type === 'project'
          ? containerOf(groups, target.projectId)
          : target.type === 'group'
            ? target.key
            : undefined;
      if (!from || !to || from === to) return groups;
      const list = (groups[to] ?? []).filter((id) => id !== data.projectId);
      let index = 0;
      if (target.type === 'project') {
        const overIndex = list.indexOf(target.projectId);
        const dragged = a.rect.current.translated;
        const below = dragged ? dragged.top > over.rect.top + over.rect.height / 2 : false;
        index = overIndex < 0 ? 0 : overIndex + (below ? 1 : 0);
      }
      list.splice(index, 0, data.projectId);
      return {
        ...groups,
        [from]: groups[from].filter((id) => id !== data.projectId),
        [to]: list,
      };
    });
  };

  const onDragEnd = ({ active: a, over }: DragEndEvent) => {
    const data = dataOf(a);
    const target = dataOf(over);
    const groups = preview;
    finish();
    if (!data || !target) return;
    if (data.type === 'folder') {
      if (target.type !== 'folder' || target.folderId === data.folderId) return;
      const ids = options.folderIds;
      reorderFolders(arrayMove(ids, ids.indexOf(data.folderId), ids.indexOf(target.folderId)));
      return;
    }
    if (data.type !== 'project' || !groups) return;
    if (target.type === 'zone') {
      if (target.zone === 'delete') options.onDropToDelete(data.projectId);
      else moveProject(data.projectId, createFolder(), 0);
      return;
    }
    const key = containerOf(groups, data.projectId);
    if (!key) return;
    let list = groups[key];
    if (target.type === 'project' && list.includes(target.projectId)) {
      list = arrayMove(list, list.indexOf(data.projectId), list.indexOf(target.projectId));
    }
    moveProject(data.projectId, key, list.indexOf(data.projectId));
  };

  return {
    sensors,
    active,
    /** Project ids per group while a project is dragged; null otherwise. */
    preview,
    onDragStart,
    onDragOver,
    onDragEnd,
    onDragCancel: finish,
  };
}
