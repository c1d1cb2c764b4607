import * as Dialog from '@radix-ui/react-dialog';
import { AUDIO_NAME_MAX_CHARS } from '@talkreel/contract';
import { Check, X } from 'lucide-react';
import { type ClipboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import type { VoiceItem } from '../types';
import { CloneStatus } from './CloneStatus';
import { ConsentCheckbox } from './ConsentCheckbox';
import { FileDropZone } from './FileDropZone';
import { ProviderChoice } from './ProviderChoice';
import { SavedVoiceRecord } from './SavedVoiceRecord';
import { UploadTypeSwitch } from './UploadTypeSwitch';
import { useAudioNameCheck } from './useAudioNameCheck';
import { useCloneProviders } from './useCloneProviders';
import { preferredProvider, useVoiceUpload } from './useVoiceUpload';

/** The inside of the voice-upload dialog; mounted only while it is open. */
export function VoiceUploadBody({
  onClose,
  onSaved,
  userId,
}: {
  onClose(): void;
  onSaved(voice: VoiceItem): void;
  userId?: string;
}) {
  const { t } = useTranslation();
  const providers = useCloneProviders(true);
  const draft = useVoiceUpload(onSaved, userId, preferredProvider(userId, providers.available));
  const nameCheck = useAudioNameCheck(draft.name, userId);
  const cloning = draft.clone.status === 'cloning';
  const cloned = draft.clone.status === 'done';
  const locked = cloning || cloned;
  // A blank name blocks cloning: said once the user has been in the field or a file settled.
  const [nameTouched, setNameTouched] = useState(false);
  const fileSettled = draft.upload.status === 'uploaded' || draft.upload.status === 'invalid';
  const blankName = !draft.name.trim() && (nameTouched || fileSettled) && !locked;
  const canClone =
    draft.consent &&
    draft.upload.status === 'uploaded' &&
    nameCheck === 'free' &&
    providers.available(draft.provider) &&
    !locked;

  // Pasting a file anywhere in the dialog counts as choosing it.
  const onPaste = (e: ClipboardEvent) => {
    const file = e.clipboardData.files[0];
    if (!file || locked) return;
    e.preventDefault();
    void draft.chooseFile(file);
  };

  return (
    // Fills the dialog's fixed height: the footer stays at the foot whatever the step shows.
    <div onPaste={onPaste} className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-start justify-between gap-4 px-6 pt-5 pb-3 max-md:px-4">
        <div className="min-w-0">
          <Dialog.Title className="text-[18px] leading-7 font-semibold text-ink">
            {t('voices.upload.title')}
          </Dialog.Title>
          <p className="text-[13px] leading-5 text-ink-muted">{t('voices.upload.subtitle')}</p>
        </div>
        <Dialog.Close
          aria-label={t('voices.dialog.close')}
          className="-mr-2 flex size-9 shrink-0 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-canvas hover:text-ink max-md:size-10"
        >
          <X className="size-5" aria-hidden="true" />
        </Dialog.Close>
      </header>

      <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-6 pb-5 max-md:px-4">
        <UploadTypeSwitch
          value={draft.uploadType}
          onChange={draft.setUploadType}
          disabled={locked || draft.upload.status === 'uploading'}
        />
        <FileDropZone
          type={draft.uploadType}
          upload={draft.upload}
          disabled={!draft.consent || locked}
          onFile={(file) => void draft.chooseFile(file)}
        />
        <ConsentCheckbox checked={draft.consent} onChange={draft.setConsent} />
        <div>
          <TextField
            label={t('voices.upload.name.label')}
            placeholder={t('voices.upload.name.placeholder')}
            value={draft.name}
            maxLength={AUDIO_NAME_MAX_CHARS}
            disabled={locked}
            invalid={nameCheck === 'duplicate' || blankName}
            onChange={(e) => {
              setNameTouched(true);
              draft.setName(e.target.value);
            }}
            onBlur={() => setNameTouched(true)}
            aria-describedby="voice-name-status"
            trailing={
              nameCheck === 'checking' ? (
                <Spinner className="mr-2 size-4 text-ink-subtle" />
              ) : nameCheck === 'free' ? (
                <Check className="mr-2 size-4 text-success" aria-hidden="true" />
              ) : null
            }
          />
          <p id="voice-name-status" className="mt-1 min-h-[18px] text-[12px] text-danger">
            {nameCheck === 'duplicate'
              ? t('voices.upload.name.duplicate')
              : blankName
                ? t('voices.upload.name.blank')
                : ''}
          </p>
        </div>
        <ProviderChoice
          value={draft.provider}
          onChange={draft.setProvider}
          providers={providers.providers}
          disabled={locked}
        />
        <CloneStatus clone={draft.clone} progress={draft.progress} name={draft.name.trim()} />
        {draft.clone.status === 'done' ? (
          <SavedVoiceRecord id={draft.clone.audioId ?? draft.clone.taskId} />
        ) : null}
      </div>

      <footer className="flex items-center justify-end gap-2 border-t border-line bg-[#fbfbfd] px-6 py-4 max-md:px-4 max-md:py-3">
        {/* Once cloned the voice is kept whatever the user does: nothing is left to cancel. */}
        <Button variant="outline" onClick={onClose}>
          {cloned ? t('voices.dialog.close') : t('voices.dialog.cancel')}
        </Button>
        {cloned ? (
          <Button onClick={() => void draft.save()} loading={draft.saving}>
            {t('voices.upload.save')}
          </Button>
        ) : (
          <Button onClick={() => void draft.startCloning()} disabled={!canClone} loading={cloning}>
            {cloning ? t('voices.upload.clone.generating') : t('voices.upload.clone.start')}
          </Button>
        )}
      </footer>
    </div>
  );
}
