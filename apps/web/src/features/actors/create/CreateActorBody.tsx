import * as Dialog from '@radix-ui/react-dialog';
import { ArrowLeft, X } from 'lucide-react';
import { type ClipboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { VoiceUploadDialog } from '../../voices/upload/VoiceUploadDialog';
import { DetailsStep } from './DetailsStep';
import { LibraryVoiceDialog } from './LibraryVoiceDialog';
import { MediaStep } from './MediaStep';
import { PhotoCropDialog } from './PhotoCropDialog';
import { StepIndicator } from './StepIndicator';
import { useCreateActorDraft } from './useCreateActorDraft';

/** The inside of the create-actor dialog; mounted only while it is open. */
export function CreateActorBody({
  userId,
  duplicateCheckDelayMs,
  onClose,
  onCreated,
}: {
  userId: string;
  duplicateCheckDelayMs: number;
  onClose(): void;
  onCreated(templateId: string): void;
}) {
  const { t } = useTranslation();
  const draft = useCreateActorDraft({ userId, duplicateCheckDelayMs, onCreated });
  const [voiceDialog, setVoiceDialog] = useState(false);
  const [libraryDialog, setLibraryDialog] = useState(false);
  const { media, crop } = draft;

  // Pasting a file anywhere in the first page counts as choosing it.
  const onPaste = (e: ClipboardEvent) => {
    const file = e.clipboardData.files[0];
    if (!file || draft.page !== 'media' || media) return;
    e.preventDefault();
    void draft.chooseFile(file);
  };

  return (
    <div onPaste={onPaste} className="flex min-h-0 flex-col max-md:flex-1" data-step={draft.step}>
      <header className="flex items-start justify-between gap-4 px-6 pt-5 pb-4 max-md:px-4">
        <div className="min-w-0">
          <Dialog.Title className="text-[18px] leading-7 font-semibold text-ink">
            {t('createActor.title')}
          </Dialog.Title>
          <p className="text-[13px] leading-5 text-ink-muted">{t('createActor.subtitle')}</p>
        </div>
        <Dialog.Close
          aria-label={t('createActor.close')}
          className="-mr-2 flex size-9 shrink-0 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-canvas hover:text-ink max-md:size-10"
        >
          <X className="size-5" aria-hidden="true" />
        </Dialog.Close>
      </header>
      <div className="border-y border-line bg-[#fbfbfd] px-6 py-3 max-md:px-4">
        <StepIndicator step={draft.step} />
      </div>

      <div className="flex min-h-0 flex-col overflow-y-auto px-6 py-5 max-md:flex-1 max-md:px-4">
        {draft.page === 'details' && media && crop ? (
          <DetailsStep
            media={media}
            crop={crop}
            name={draft.name}
            onName={draft.setName}
            nameCheck={draft.nameCheck}
            voices={draft.voices}
            voicesLoading={draft.voicesLoading}
            voice={draft.voice}
            onVoice={draft.chooseVoice}
            onNewVoice={() => setVoiceDialog(true)}
            onLibraryVoice={() => setLibraryDialog(true)}
            onVoicePlayed={draft.markFirstDh}
            disabled={draft.creating}
          />
        ) : (
          <MediaStep
            kind={draft.kind}
            onKind={draft.setKind}
            consent={draft.consent}
            onConsent={draft.setConsent}
            upload={draft.upload}
            media={media}
            crop={crop}
            onFile={(file) => void draft.chooseFile(file)}
            onCrop={() => draft.setCropOpen(true)}
            onVideoFrame={draft.setCrop}
            onReplace={draft.replace}
            checking={draft.checking}
            refusal={draft.refusal}
          />
        )}
      </div>

      <footer className="flex items-center justify-between gap-2 border-t border-line bg-[#fbfbfd] px-6 py-4 max-md:px-4 max-md:py-3">
        {draft.page === 'details' ? (
          <Button
            variant="ghost"
            icon={<ArrowLeft className="size-4" />}
            onClick={draft.back}
            disabled={draft.creating}
          >
            {t('createActor.back')}
          </Button>
        ) : (
          <span />
        )}
        <div className="flex gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('createActor.cancel')}
          </Button>
          {draft.page === 'details' ? (
            <Button onClick={draft.submit} disabled={!draft.canCreate} loading={draft.creating}>
              {t('createActor.create')}
            </Button>
          ) : (
            <Button onClick={draft.next} disabled={!draft.canNext} loading={draft.checking}>
              {t('createActor.next')}
            </Button>
          )}
        </div>
      </footer>

      {media?.kind === 'image' ? (
        <PhotoCropDialog
          open={draft.cropOpen}
          url={media.url}
          size={media.size}
          box={crop}
          onCancel={() => draft.setCropOpen(false)}
          onApply={(box) => {
            draft.setCrop(box);
            draft.setCropOpen(false);
          }}
        />
      ) : null}
      <LibraryVoiceDialog
        open={libraryDialog}
        onOpenChange={setLibraryDialog}
        onChoose={draft.libraryVoiceChosen}
        onUpload={() => setVoiceDialog(true)}
      />
      <VoiceUploadDialog
        open={voiceDialog}
        onOpenChange={setVoiceDialog}
        onSaved={draft.voiceSaved}
        userId={userId || undefined}
      />
    </div>
  );
}
