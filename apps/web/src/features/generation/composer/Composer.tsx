import { Clapperboard } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Checklist } from '../model/checklist';
import type { DraftActor } from '../state/draftTypes';
import { ActorStrip } from './ActorStrip';
import { CaptionsToggle } from './CaptionsToggle';
import { GenerateButton } from './GenerateButton';
import { ScriptBox } from './ScriptBox';

/** The creation card of the project page: mode, script, attached actors and Generate. */
export function Composer({
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
}: {
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
}) {
  const { t } = useTranslation();
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
      </div>
      <ScriptBox
        value={text}
        onChange={onTextChange}
        highlighted={highlighted}
        textareaRef={textareaRef}
      />
      <div className="flex flex-wrap items-center justify-between gap-3 px-1.5 pt-2.5 pb-1">
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
        <div className="flex items-center gap-3 max-md:w-full max-md:justify-between">
          <CaptionsToggle checked={burnCaptions} onChange={onBurnCaptionsChange} />
          <GenerateButton checklist={checklist} verifying={verifying} onClick={onGenerate} />
        </div>
      </div>
    </section>
  );
}
