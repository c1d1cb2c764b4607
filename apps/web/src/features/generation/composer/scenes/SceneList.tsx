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
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { DRAG_ACTIVATION_GRID_PX, MAX_SCENES } from '@talkreel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pairKey } from '../../state/draftActor';
import type { DraftScene, SceneTransition } from '../../state/draftTypes';
import type { PictureChoice } from '../../state/pictureChoice';
import { useDraftStore } from '../../state/useDraftStore';
import { SceneCard } from './SceneCard';
import { SceneDialogs } from './SceneDialogs';
import { ScenesFooter } from './ScenesFooter';
import { focusLastScene } from './sceneAttention';
import { scenesLength } from './sceneLength';
import { useDragAnnouncements } from './useDragAnnouncements';
import { useSceneFocus } from './useSceneFocus';

/**
 * The scenes of a project's video (issue 27), shown once the user added a scene: one card per
 * scene, reordered by drag (8 px, as the grids) or by keyboard (Space, arrows, Space; or the
 * card's Move up / Move down), then Add scene, the transition and the estimated total.
 */
export function SceneList({
  projectId,
  scenes,
  transition,
  picture,
}: {
  projectId: string;
  scenes: DraftScene[];
  transition: SceneTransition;
  picture: PictureChoice;
}) {
  const { t } = useTranslation();
  const store = useDraftStore.getState();
  const verifiedPairs = useDraftStore((s) => s.verifiedPairs);
  const [lookOpen, setLookOpen] = useState<string | null>(null);
  const focus = useSceneFocus(scenes);
  const length = scenesLength(scenes, transition);
  const ids = scenes.map((s) => s.id);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_GRID_PX } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );
  const announcements = useDragAnnouncements(ids);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    store.moveScene(projectId, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  const move = (index: number, by: -1 | 1) => {
    store.moveScene(projectId, index, index + by);
    // The menu closes onto its trigger; the moved card's handle is where the user is now.
    focus.handleAfterMove(scenes[index].id);
  };

  return (
    <section aria-label={t('generation.scenes.listLabel')} className="flex flex-col gap-3">
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={announcements}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className="flex flex-col gap-2.5" data-testid="scene-list">
            {scenes.map((scene, i) => (
              <SceneCard
                key={scene.id}
                scene={scene}
                number={i + 1}
                count={scenes.length}
                seconds={length.scenes[i]}
                tooLong={length.tooLong.includes(i)}
                verified={Boolean(
                  scene.actor?.audio &&
                    verifiedPairs.includes(pairKey(scene.actor.actor.id, scene.actor.audio.id)),
                )}
                highlighted={focus.highlighted === scene.id}
                lookOpen={lookOpen === scene.id}
                onLookOpenChange={(open) => setLookOpen(open ? scene.id : null)}
                picture={picture}
                canAdd={scenes.length < MAX_SCENES}
                textareaRef={focus.textareaRef(scene.id)}
                actorRef={focus.actorRef(scene.id)}
                audioRef={focus.audioRef(scene.id)}
                actions={{
                  onText: (text) => store.setScene(projectId, scene.id, { text }),
                  onLook: (change) => store.setScene(projectId, scene.id, change),
                  onChooseActor: () => focus.openPicker(scene.id),
                  onAudio: () => focus.openAudio(scene.id),
                  onMove: (by) => move(i, by),
                  onDuplicate: () => store.duplicateScene(projectId, scene.id),
                  onDelete: () => store.removeScene(projectId, scene.id),
                }}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <ScenesFooter
        name={`scene-transition-${projectId}`}
        count={scenes.length}
        total={length.total}
        overTotal={length.overTotal}
        transition={transition}
        onTransition={(next) => store.setTransition(projectId, next)}
        onAdd={() => {
          store.addScene(projectId);
          focusLastScene(useDraftStore.getState().drafts[projectId]?.scenes);
        }}
      />
      <SceneDialogs projectId={projectId} scenes={scenes} focus={focus} />
    </section>
  );
}
