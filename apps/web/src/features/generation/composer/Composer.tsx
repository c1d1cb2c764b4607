import { Clapperboard } from 'lucide-react';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveTemplateButton } from '../../templates/SaveTemplateButton';
import type { Checklist } from '../model/checklist';
import type { DraftActor } from '../state/draftTypes';
import type { PictureChoice } from '../state/pictureChoice';
import { useDraftStore, useProjectDraft } from '../state/useDraftStore';
import { ActorStrip } from './ActorStrip';
import { CaptionsToggle } from './CaptionsToggle';
import { GenerateButton } from './GenerateButton';
import { PicturePanel } from './picture/PicturePanel';
import { PictureToggle } from './picture/PictureToggle';
import { ScriptBox } from './ScriptBox';
import { AddSceneButton } from './scenes/AddSceneButton';
import { SceneList } from './scenes/SceneList';
import { focusLastScene } from './scenes/sceneAttention';

/**
 * The creation card of the project page: mode, script, attached actors, the videos' picture
 * (a panel opened on demand, issue 26) and Generate. Once the user adds a scene (issue 27) the
 * script and actors give way to the scene list.
 */
export function Composer({
  projectId,
  text,
  onTextChange,
  highlighted,
  textareaRef,
  stripRef,
  actors,
  verified,
  stripOpen,
  onStripOpenChange,
  onAddActors,
  onAudio,
  onRemoveActor,
  checklist,
  onGenerate,
  verifying,
  burnCaptions,
  onBurnCaptionsChange,
  picture,
  onPictureChange,
}: {
  projectId: string;
  text: string;
  onTextChange(text: string): void;
  highlighted: boolean;
  textareaRef: Ref<HTMLTextAreaElement>;
  /** The actor strip's button (or its placeholder): where focus returns from its dialogs. */
  stripRef: Ref<HTMLButtonElement>;
  actors: DraftActor[];
  verified(actor: DraftActor): boolean;
  stripOpen: boolean;
  onStripOpenChange(open: boolean): void;
  onAddActors(): void;
  onAudio(actorId: string): void;
  onRemoveActor(actorId: string): void;
  checklist: Checklist;
  onGenerate(): void;
  /** Progress of the voice check Generate runs first (null when idle). */
  verifying?: { done: number; total: number } | null;
  burnCaptions: boolean;
  onBurnCaptionsChange(burn: boolean): void;
  picture: PictureChoice;
  onPictureChange(change: Partial<PictureChoice>): void;
}) {
  const { t } = useTranslation();
  const [pictureOpen, setPictureOpen] = useState(false);
  const panelId = `picture-panel-${projectId}`;
  const { scenes, transition } = useProjectDraft(projectId);
  const first = scenes ? scenes[0].actor?.actor : actors[0]?.actor;
  return (
    <section
      aria-label={t('generation.composer.label')}
      className="rounded-[20px] border border-line bg-canvas/70 p-2 shadow-[0_1px_2px_rgb(23_22_31/0.04)]"
    >
      <div className="flex items-center gap-2 px-2.5 pt-1.5 pb-2.5">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-white px-2.5 py-1 text-[12.5px] font-semibold text-brand-700 shadow-[inset_0_0_0_1px_rgb(109_74_255/0.16)]">
          <Clapperboard className="size-3.5" aria-hidden="true" />
          {t('generation.mode')}
        </span>
        {scenes ? (
          <span className="text-[12.5px] font-medium text-ink-muted" data-testid="scene-count">
            {t('generation.scenes.count', { count: scenes.length })}
          </span>
        ) : (
          <AddSceneButton
            onClick={() => {
              useDraftStore.getState().addScene(projectId);
              focusLastScene(useDraftStore.getState().drafts[projectId]?.scenes);
            }}
          />
        )}
        <SaveTemplateButton projectId={projectId} className={scenes ? 'ml-auto' : undefined} />
      </div>
      {scenes ? (
        <SceneList
          projectId={projectId}
          scenes={scenes}
          transition={transition ?? 'cut'}
          picture={picture}
        />
      ) : (
        <ScriptBox
          value={text}
          onChange={onTextChange}
          highlighted={highlighted}
          textareaRef={textareaRef}
        />
      )}
      <div className="flex flex-wrap items-center justify-between gap-3 px-1.5 pt-2.5 pb-1">
        {scenes ? null : (
          <ActorStrip
            buttonRef={stripRef}
            actors={actors}
            verified={verified}
            open={stripOpen}
            onOpenChange={onStripOpenChange}
            onAdd={onAddActors}
            onAudio={onAudio}
            onRemove={onRemoveActor}
          />
        )}
        <div className="ml-auto flex flex-wrap items-center gap-x-3 gap-y-1 max-md:w-full max-md:justify-between">
          <PictureToggle
            picture={picture}
            open={pictureOpen}
            controls={panelId}
            onOpenChange={setPictureOpen}
          />
          <CaptionsToggle checked={burnCaptions} onChange={onBurnCaptionsChange} />
          <GenerateButton checklist={checklist} verifying={verifying} onClick={onGenerate} />
        </div>
      </div>
      {pictureOpen ? (
        <PicturePanel
          projectId={projectId}
          picture={picture}
          onChange={onPictureChange}
          actor={first ? { name: first.name, imageUrl: first.imageUrl ?? null } : null}
          burnCaptions={burnCaptions}
        />
      ) : null}
    </section>
  );
}
