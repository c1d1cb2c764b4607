import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { DialogOverlay } from '../../../ui/DialogOverlay';
import { focusDialogItself } from '../../../ui/focusDialogItself';
import { FULL_SCREEN_ON_PHONE } from '../../../ui/fullScreenOnPhone';
import type { VoiceItem } from '../../voices/types';
import { useToggleVoiceStar } from '../../voices/useToggleVoiceStar';
import { useVoiceSearch } from '../../voices/useVoiceSearch';
import { useVoiceSettingsStore } from '../../voices/useVoiceSettingsStore';
import { VoiceCards } from '../../voices/VoiceCards';
import { VoiceListEmpty } from '../../voices/VoiceListEmpty';
import { VoiceTable } from '../../voices/VoiceTable';
import { VoiceToolbar } from '../../voices/VoiceToolbar';

export interface LibraryVoiceDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  onChoose(voice: VoiceItem): void;
  /** The list has nothing to offer: the user goes on to upload a recording instead. */
  onUpload(): void;
}

/**
 * A voice for a new actor from the voice library or My Voices (issue 24): the audio settings
 * dialog's own search, toolbar and list (table or cards), without its actor preview and speed,
 * since the actor does not exist yet.
 */
export function LibraryVoiceDialog({ open, onOpenChange, ...rest }: LibraryVoiceDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={focusDialogItself}
          className={`fixed top-1/2 left-1/2 z-50 flex h-[min(640px,calc(100vh-48px))] w-[min(880px,calc(100vw-32px))] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-[20px] bg-white shadow-[var(--shadow-pop)] outline-none animate-fade-in ${FULL_SCREEN_ON_PHONE}`}
        >
          <LibraryVoiceBody {...rest} onClose={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function LibraryVoiceBody({
  onChoose,
  onUpload,
  onClose,
}: Omit<LibraryVoiceDialogProps, 'open' | 'onOpenChange'> & { onClose(): void }) {
  const { t } = useTranslation();
  const search = useVoiceSearch(true);
  const view = useVoiceSettingsStore((s) => s.view);
  const setView = useVoiceSettingsStore((s) => s.setView);
  const star = useToggleVoiceStar();
  const [chosen, setChosen] = useState<VoiceItem | null>(null);

  const labelOf = (group: string, value: string | null | undefined) => {
    if (!value) return '—';
    const g = search.groups?.find((x) => x.group === group);
    return (
      g?.options.find((o) => o.value === value)?.label ??
      t(`voices.values.${value}`, { defaultValue: value })
    );
  };
  const listProps = {
    voices: search.voices,
    loading: search.loading,
    selectedId: chosen?.id ?? null,
    highlightedId: null,
    labelOf,
    onSelect: setChosen,
    onStar: (v: VoiceItem) => star.mutate(v),
    onPlay: () => {},
  };
  const use = () => {
    if (!chosen) return;
    onChoose(chosen);
    onClose();
  };

  return (
    <>
      <header className="flex items-start justify-between gap-4 px-6 pt-5 pb-4 max-md:px-4 max-md:pt-3 max-md:pb-3">
        <div className="min-w-0">
          <Dialog.Title className="text-[18px] leading-7 font-semibold text-ink">
            {t('createActor.libraryVoice.title')}
          </Dialog.Title>
          <p className="text-[13px] leading-5 text-ink-muted">
            {t('createActor.libraryVoice.subtitle')}
          </p>
        </div>
        <Dialog.Close
          aria-label={t('createActor.close')}
          className="-mr-2 flex size-9 shrink-0 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-canvas hover:text-ink max-md:size-10"
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
        data-testid="library-voice-list"
        className="min-h-0 flex-1 overflow-y-auto px-6 pb-4 [scrollbar-gutter:stable] max-md:px-3"
      >
        {view === 'table' ? <VoiceTable {...listProps} /> : <VoiceCards {...listProps} />}
        {!search.loading && search.voices.length === 0 ? (
          <VoiceListEmpty
            condition={search.condition}
            searching={!!search.name.trim()}
            onAddVoice={() => {
              onClose();
              onUpload();
            }}
          />
        ) : null}
      </div>
      <footer className="flex items-center justify-between gap-3 border-t border-line bg-[#fbfbfd] px-6 py-4 max-md:px-4 max-md:py-3">
        <p className="min-w-0 truncate text-[13px] text-ink-muted">
          {chosen ? t('createActor.libraryVoice.chosen', { name: chosen.name }) : ''}
        </p>
        <div className="flex shrink-0 gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('createActor.cancel')}
          </Button>
          <Button onClick={use} disabled={!chosen}>
            {t('createActor.libraryVoice.use')}
          </Button>
        </div>
      </footer>
    </>
  );
}
