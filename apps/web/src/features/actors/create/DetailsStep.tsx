import { ACTOR_NAME_MAX_CHARS } from '@talkreel/contract';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { useCompactLayout } from '../../../ui/useCompactLayout';
import type { NameCheck } from '../../voices/upload/useAudioNameCheck';
import { CroppedPreview } from './CroppedPreview';
import type { OwnVoice } from './createActorApi';
import type { CropBox } from './cropGeometry';
import type { ActorMedia } from './useActorUpload';
import { type ChosenVoice, VoiceChoice } from './VoiceChoice';

/** The second page (creation.md §4 steps 2-3): the actor's name and voice beside its crop. */
export function DetailsStep({
  media,
  crop,
  name,
  onName,
  nameCheck,
  voices,
  voicesLoading,
  voice,
  onVoice,
  onNewVoice,
  onLibraryVoice,
  onVoicePlayed,
  disabled,
}: {
  media: ActorMedia;
  crop: CropBox;
  name: string;
  onName(name: string): void;
  nameCheck: NameCheck;
  voices: OwnVoice[];
  voicesLoading: boolean;
  voice: ChosenVoice | null;
  onVoice(voice: ChosenVoice): void;
  onNewVoice(): void;
  onLibraryVoice(): void;
  onVoicePlayed(): void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const compact = useCompactLayout();
  return (
    // On a phone the picture sits above the form, smaller, so the voices get the dialog's width
    // (beside it their names were cut to a few characters).
    <div className="flex gap-6 max-md:flex-col max-md:gap-4">
      <div className="flex flex-col items-center gap-2">
        <CroppedPreview media={media} box={crop} width={compact ? 96 : 150} />
        <span className="text-[11.5px] text-ink-subtle">
          {t(`createActor.details.from.${media.kind}`)}
        </span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div>
          <TextField
            label={t('createActor.name.label')}
            placeholder={t('createActor.name.placeholder')}
            value={name}
            maxLength={ACTOR_NAME_MAX_CHARS}
            disabled={disabled}
            invalid={nameCheck === 'duplicate'}
            onChange={(e) => onName(e.target.value)}
            aria-describedby="actor-name-status"
            trailing={
              nameCheck === 'checking' ? (
                <Spinner className="mr-2 size-4 text-ink-subtle" />
              ) : nameCheck === 'free' ? (
                <Check
                  className="mr-2 size-4 text-success"
                  aria-hidden="true"
                  data-testid="actor-name-free"
                />
              ) : null
            }
          />
          <p id="actor-name-status" className="mt-1 min-h-[18px] text-[12px] text-danger">
            {nameCheck === 'duplicate' ? t('createActor.name.duplicate') : ''}
          </p>
        </div>
        <VoiceChoice
          voices={voices}
          loading={voicesLoading}
          chosen={voice}
          onChoose={onVoice}
          onNew={onNewVoice}
          onLibrary={onLibraryVoice}
          onPlayed={onVoicePlayed}
        />
      </div>
    </div>
  );
}
