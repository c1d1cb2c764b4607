import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import clsx from 'clsx';
import { ArrowDown, ArrowUp, Copy, GripVertical, Image, Trash2 } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { RowMenu } from '../../../../ui/RowMenu';
import type { DraftScene } from '../../state/draftTypes';
import type { PictureChoice } from '../../state/pictureChoice';
import { SceneLook } from './SceneLook';
import { SceneScript } from './SceneScript';
import { SceneSpeaker } from './SceneSpeaker';
import { lengthLabel } from './sceneLength';

export interface SceneCardActions {
  onText(text: string): void;
  onLook(change: Partial<Pick<DraftScene, 'background' | 'layout'>>): void;
  onChooseActor(): void;
  onAudio(): void;
  onMove(by: -1 | 1): void;
  onDuplicate(): void;
  onDelete(): void;
}

/**
 * One scene of the list (issue 27): a handle to drag it (pointer after 8 px, or Space and the
 * arrow keys), its number and estimated length, its script, who speaks it with which voice,
 * its own background and layout on demand, and a menu to move, duplicate or delete it.
 */
export function SceneCard({
  scene,
  number,
  count,
  seconds,
  tooLong,
  verified,
  highlighted,
  lookOpen,
  onLookOpenChange,
  picture,
  canAdd,
  actions,
  textareaRef,
  actorRef,
  audioRef,
}: {
  scene: DraftScene;
  number: number;
  count: number;
  seconds: number;
  /** Over the 2-minute scene limit. */
  tooLong: boolean;
  verified: boolean;
  highlighted: boolean;
  lookOpen: boolean;
  onLookOpenChange(open: boolean): void;
  picture: PictureChoice;
  /** Below the scene maximum: duplicating is offered. */
  canAdd: boolean;
  actions: SceneCardActions;
  textareaRef?: Ref<HTMLTextAreaElement>;
  actorRef?: Ref<HTMLButtonElement>;
  audioRef?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  const sortable = useSortable({ id: scene.id });
  const own = Boolean(scene.background || scene.layout);
  return (
    <li
      ref={sortable.setNodeRef}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      }}
      data-testid="scene-card"
      data-scene-id={scene.id}
      aria-label={t('generation.scenes.title', { number })}
      className={clsx(
        'relative flex flex-col gap-2.5 rounded-2xl bg-canvas/60 p-3 ring-1 ring-line transition-shadow max-md:p-2.5',
        sortable.isDragging && 'z-10 bg-white shadow-[var(--shadow-pop)]',
      )}
    >
      <div className="flex items-center gap-1.5">
        <button
          ref={sortable.setActivatorNodeRef}
          data-scene-handle
          type="button"
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={t('generation.scenes.drag', { number })}
          className="flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-ink-subtle transition-colors hover:bg-white hover:text-ink focus-visible:ring-2 focus-visible:ring-brand-300 focus-visible:outline-none active:cursor-grabbing max-md:size-10"
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
        <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-600 text-[12px] font-semibold text-white tabular-nums">
          {number}
        </span>
        <span className="text-[13.5px] font-semibold text-ink">
          {t('generation.scenes.title', { number })}
        </span>
        <span
          data-testid="scene-length"
          title={t('generation.scenes.estimateHint')}
          className={clsx(
            'rounded-md px-1.5 py-px text-[12px] font-medium tabular-nums',
            tooLong ? 'bg-danger/10 text-danger' : 'text-ink-muted',
          )}
        >
          {t('generation.scenes.length', { length: lengthLabel(seconds) })}
        </span>
        <span className="flex-1" />
        <button
          type="button"
          aria-expanded={lookOpen}
          aria-controls={`${scene.id}-look`}
          onClick={() => onLookOpenChange(!lookOpen)}
          className={clsx(
            'inline-flex h-8 items-center gap-1.5 rounded-full px-2.5 text-[12.5px] font-medium transition-colors max-md:h-10',
            lookOpen || own
              ? 'bg-white text-brand-700 shadow-[inset_0_0_0_1px_rgb(109_74_255/0.2)]'
              : 'text-ink-muted hover:bg-white',
          )}
        >
          <Image className="size-3.5" aria-hidden="true" />
          <span className="max-md:sr-only">
            {own ? t('generation.scenes.ownLook') : t('generation.scenes.look')}
          </span>
        </button>
        <RowMenu
          label={t('generation.scenes.menu', { number })}
          items={[
            {
              label: t('generation.scenes.moveUp'),
              icon: <ArrowUp className="size-4" aria-hidden="true" />,
              disabled: number === 1,
              onSelect: () => actions.onMove(-1),
            },
            {
              label: t('generation.scenes.moveDown'),
              icon: <ArrowDown className="size-4" aria-hidden="true" />,
              disabled: number === count,
              onSelect: () => actions.onMove(1),
            },
            {
              label: t('generation.scenes.duplicate'),
              icon: <Copy className="size-4" aria-hidden="true" />,
              disabled: !canAdd,
              onSelect: actions.onDuplicate,
            },
            {
              label: t('generation.scenes.delete'),
              icon: <Trash2 className="size-4" aria-hidden="true" />,
              danger: true,
              onSelect: actions.onDelete,
            },
          ]}
        />
      </div>
      <SceneScript
        id={`${scene.id}-script`}
        number={number}
        value={scene.text}
        onChange={actions.onText}
        highlighted={highlighted}
        textareaRef={textareaRef}
      />
      <SceneSpeaker
        number={number}
        actor={scene.actor}
        verified={verified}
        onChooseActor={actions.onChooseActor}
        onAudio={actions.onAudio}
        actorRef={actorRef}
        audioRef={audioRef}
      />
      {lookOpen ? (
        <SceneLook scene={scene} number={number} picture={picture} onChange={actions.onLook} />
      ) : null}
    </li>
  );
}
