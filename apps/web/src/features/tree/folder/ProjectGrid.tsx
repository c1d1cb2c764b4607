import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import { DRAG_ACTIVATION_GRID_PX } from '@talkreel/contract';
import { useMoveProject } from '../hooks/useMoveProject';
import type { Project } from '../state/treeTypes';
import { ProjectCard } from './ProjectCard';

/** The folder's sortable card grid; a drag starts after 8 px and the order is sent on drop. */
export function ProjectGrid({
  folderKey,
  label,
  projects,
  onMove,
  onDelete,
}: {
  folderKey: string;
  /** Accessible name of the grid. */
  label: string;
  projects: Project[];
  onMove(project: Project): void;
  onDelete(project: Project): void;
}) {
  const moveProject = useMoveProject();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_GRID_PX } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );
  const ids = projects.map((p) => p.id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const order = arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
    moveProject(String(active.id), folderKey, order.indexOf(String(active.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <ul
          aria-label={label}
          className="grid grid-cols-[repeat(auto-fill,minmax(220px,1fr))] gap-5 p-6 max-md:grid-cols-2 max-md:gap-3 max-md:p-3"
        >
          {projects.map((p) => (
            <ProjectCard key={p.id} project={p} onMove={onMove} onDelete={onDelete} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
