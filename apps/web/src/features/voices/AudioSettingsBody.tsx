import * as Checkbox from '@radix-ui/react-checkbox';
import * as Dialog from '@radix-ui/react-dialog';
import { Check, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Tooltip } from '../../ui/Tooltip';
import type { AudioSettingsDialogProps } from './AudioSettingsDialog';
import { PreviewPanel } from './PreviewPanel';
import { previewText } from './previewText';
import { SpeedSlider } from './SpeedSlider';
import type { VoiceItem } from './types';
import { VoiceUploadDialog } from './upload/VoiceUploadDialog';
import { useFirstDhMarker } from './useFirstDhMarker';
import { useFocusAddedVoice } from './useFocusAddedVoice';
import { useRowHighlight } from './useRowHighlight';
import { useToggleVoiceStar } from './useToggleVoiceStar';
import { useVoicePreview } from './useVoicePreview';
import { useVoiceSearch } from './useVoiceSearch';
import { pairKey, useVoiceSettingsStore } from './useVoiceSettingsStore';
import { VoiceCards } from './VoiceCards';
import { VoiceListEmpty } from './VoiceListEmpty';
import { VoiceTable } from './VoiceTable';
import { VoiceToolbar } from './VoiceToolbar';

type BodyProps = Omit<AudioSettingsDialogProps, 'open' | 'onOpenChange'> & { onClose(): void };

/** The inside of the audio settings dialog; mounted only while it is open. */
export function AudioSettingsBody({
  actor,
  voice,
  speed,
  autoPreview,
  script,
  onSave,
  onClose,
}: BodyProps) {
  const { t } = useTranslation();
  const search = useVoiceSearch(true);
  const view = useVoiceSettingsStore((s) => s.view);
  const setView = useVoiceSettingsStore((s) => s.setView);
  const verifiedPairs = useVoiceSettingsStore((s) => s.verifiedPairs);
  const star = useToggleVoiceStar();
  const markFirstDh = useFirstDhMarker(true);
  const [chosen, setChosen] = useState<VoiceItem | null>(voice ?? actor.defaultAudio ?? null);
  const [speedValue, setSpeedValue] = useState(speed);
  const [saveThisVoice, setSaveThisVoice] = useState(false);
  const [adding, setAdding] = useState(false);
  const preview = useVoicePreview(
    actor.id,
    chosen,
    speedValue,
    previewText(script, chosen?.language),
  );
  const listRef = useRef<HTMLDivElement>(null);
  const currentId = voice?.id ?? actor.defaultAudio?.id ?? null;
  const highlightedId = useRowHighlight(true, currentId, !search.loading, listRef);
  const addedVoice = useFocusAddedVoice(listRef, search.voices);

  // The 1020 flow: the preview starts as soon as the dialog opens.
  const autoStarted = useRef(false);
  const { generate } = preview;
  useEffect(() => {
    if (!autoPreview || autoStarted.current || !chosen) return;
    autoStarted.current = true;
    void generate();
  }, [autoPreview, chosen, generate]);

  const verified = chosen ? verifiedPairs.includes(pairKey(actor.id, chosen.id)) : false;
  const canSave = !!chosen && verified && !preview.generating;

  const select = (v: VoiceItem) => {
    markFirstDh();
    setChosen(v);
  };
  const labelOf = (group: string, value: string | null | undefined) => {
    if (!value) return '—';
    const g = search.groups?.find((x) => x.group === group);
    return (
      g?.options.find((o) => o.value === value)?.label ??
      t(`voices.values.${value}`, { defaultValue: value })
    );
  };
  const save = () => {
    if (!chosen || !canSave) return;
    // Hand back the voice as last listed (its star may have changed here).
    const latest = search.voices.find((v) => v.id === chosen.id) ?? chosen;
    // "Save this voice" keeps it among the saved (Favorite) voices: see docs/decisions/voices.md.
    const keep = saveThisVoice && !latest.isStarred;
    if (keep) star.mutate(latest);
    onSave({
      voice: keep ? { ...latest, isStarred: true } : latest,
      speed: speedValue,
      saveThisVoice,
    });
    onClose();
  };

  const listProps = {
    voices: search.voices,
    loading: search.loading,
    selectedId: chosen?.id ?? null,
    highlightedId,
    labelOf,
    onSelect: select,
    onStar: (v: VoiceItem) => star.mutate(v),
    onPlay: markFirstDh,
  };

  return (
    <>
      <header className="flex items-start justify-between gap-4 px-6 pt-5 pb-4 max-md:px-4 max-md:pt-3 max-md:pb-3">
        <div className="flex min-w-0 items-center gap-3">
          <span className="size-11 shrink-0 overflow-hidden rounded-full bg-canvas ring-1 ring-line">
            {actor.imageUrl ? (
              <img src={actor.imageUrl} alt="" className="size-full object-cover object-top" />
            ) : null}
          </span>
          <div className="min-w-0">
            <Dialog.Title className="text-[18px] leading-7 font-semibold text-ink">
              {t('voices.dialog.title')}
            </Dialog.Title>
            <p className="truncate text-[13px] leading-5 text-ink-muted">
              {t('voices.dialog.subtitle', { name: actor.name })}
            </p>
          </div>
        </div>
        <Dialog.Close
          aria-label={t('voices.dialog.close')}
          className="-mr-2 flex size-9 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-canvas hover:text-ink max-md:size-10"
        >
          <X className="size-5" aria-hidden="true" />
        </Dialog.Close>
      </header>

      <VoiceToolbar
        name={search.name}
        nameTooLong={search.nameTooLong}
        onName={search.setName}
        condition={search.condition}
        onCondition={search.setCondition}
        groups={search.groups}
        filters={search.filters}
        onFilter={search.setFilter}
        view={view}
        onView={setView}
      />

      <div
        ref={listRef}
        data-testid="voice-list"
        className="min-h-0 flex-1 overflow-y-auto px-6 pb-4 [scrollbar-gutter:stable] max-md:px-3"
      >
        {view === 'table' ? <VoiceTable {...listProps} /> : <VoiceCards {...listProps} />}
        {!search.loading && search.voices.length === 0 ? (
          <VoiceListEmpty
            condition={search.condition}
            searching={!!search.name.trim()}
            onAddVoice={() => setAdding(true)}
          />
        ) : null}
      </div>

      <footer className="flex flex-wrap items-center gap-x-6 gap-y-3 border-t border-line bg-[#fbfbfd] px-6 py-4 max-md:gap-y-2 max-md:px-4 max-md:py-3">
        <PreviewPanel
          preview={preview}
          voiceName={chosen?.name ?? null}
          actorName={actor.name}
          verified={verified}
          onPlay={markFirstDh}
        />
        <SpeedSlider value={speedValue} onChange={setSpeedValue} />
        <div className="flex items-center gap-4 max-md:w-full max-md:justify-between">
          <div className="flex items-center gap-2">
            <Checkbox.Root
              id="save-this-voice"
              checked={saveThisVoice}
              onCheckedChange={(v) => setSaveThisVoice(v === true)}
              className="flex size-[18px] items-center justify-center rounded-[5px] border-[1.5px] border-[#cfcddc] bg-white transition-colors data-[state=checked]:border-brand-500 data-[state=checked]:bg-brand-500"
            >
              <Checkbox.Indicator>
                <Check className="size-3 text-white" strokeWidth={3} aria-hidden="true" />
              </Checkbox.Indicator>
            </Checkbox.Root>
            <Tooltip content={t('voices.dialog.saveThisVoiceHint')}>
              <label
                htmlFor="save-this-voice"
                className="cursor-pointer text-[13px] font-medium text-ink select-none max-md:py-3"
              >
                {t('voices.dialog.saveThisVoice')}
              </label>
            </Tooltip>
          </div>
          <div className="flex items-center gap-2">
            <Button variant="outline" onClick={onClose}>
              {t('voices.dialog.cancel')}
            </Button>
            <Tooltip
              content={t('voices.dialog.saveNeedsPreview')}
              disabled={canSave || !chosen || preview.generating}
            >
              <span className="inline-flex">
                <Button onClick={save} disabled={!canSave}>
                  {t('voices.dialog.save')}
                </Button>
              </span>
            </Tooltip>
          </div>
        </div>
      </footer>
      {/* A voice made here is chosen at once; the lists refresh with it. */}
      <VoiceUploadDialog
        open={adding}
        onOpenChange={setAdding}
        onSaved={(v) => {
          select(v);
          addedVoice.added(v);
        }}
        fallbackFocus={addedVoice.mark}
      />
    </>
  );
}
