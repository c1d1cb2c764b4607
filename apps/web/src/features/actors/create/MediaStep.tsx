import { Crop, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { ConsentCheckbox } from '../../voices/upload/ConsentCheckbox';
import { FileDropZone } from '../../voices/upload/FileDropZone';
import type { UploadState } from '../../voices/upload/useVoiceUpload';
import { CroppedPreview } from './CroppedPreview';
import type { CropBox } from './cropGeometry';
import { KindSwitch } from './KindSwitch';
import type { ActorMedia, ActorMediaKind } from './useActorUpload';
import { VerifyNotice } from './VerifyNotice';
import { VideoCropFrame } from './VideoCropFrame';

export interface MediaStepProps {
  kind: ActorMediaKind;
  onKind(kind: ActorMediaKind): void;
  consent: boolean;
  onConsent(consent: boolean): void;
  upload: UploadState;
  media: ActorMedia | null;
  crop: CropBox | null;
  onFile(file: File): void;
  onCrop(): void;
  onVideoFrame(box: CropBox): void;
  onReplace(): void;
  /** The Verify step's check is running. */
  checking: boolean;
  /** Why the Verify step refused this file and crop (the server's text), else null. */
  refusal: string | null;
}

/**
 * The first page (creation.md §2, §4 steps 0-2): photo or video, consent, then pick, paste or
 * drop with progress; a photo is then cropped in its own dialog, a video framed in place.
 */
export function MediaStep(props: MediaStepProps) {
  const { t } = useTranslation();
  const { kind, upload, media, crop } = props;
  return (
    <div className="flex flex-col gap-4">
      <KindSwitch
        value={kind}
        onChange={props.onKind}
        disabled={upload.status === 'uploading' || media !== null}
      />
      {media && crop ? (
        media.kind === 'image' ? (
          <div className="flex items-start gap-5 rounded-2xl bg-canvas/70 p-4 ring-1 ring-line">
            <CroppedPreview media={media} box={crop} width={132} />
            <MediaActions fileName={upload.status === 'uploaded' ? upload.fileName : ''}>
              <p className="text-[12.5px] leading-[18px] text-ink-muted">
                {t('createActor.crop.done')}
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  icon={<Crop className="size-3.5" />}
                  onClick={props.onCrop}
                >
                  {t('createActor.crop.adjust')}
                </Button>
                <ReplaceButton onClick={props.onReplace} />
              </div>
            </MediaActions>
          </div>
        ) : (
          <div className="flex items-start gap-5 rounded-2xl bg-canvas/70 p-4 ring-1 ring-line">
            <VideoCropFrame media={media} box={crop} onChange={props.onVideoFrame} />
            <MediaActions fileName={upload.status === 'uploaded' ? upload.fileName : ''}>
              <p className="text-[12.5px] leading-[18px] text-ink-muted">
                {t('createActor.frame.hint')}
              </p>
              <div className="mt-3">
                <ReplaceButton onClick={props.onReplace} />
              </div>
            </MediaActions>
          </div>
        )
      ) : media ? (
        <div className="flex items-center justify-between gap-4 rounded-2xl bg-canvas/70 p-4 ring-1 ring-line">
          <p className="text-[13px] text-ink-muted">{t('createActor.crop.needed')}</p>
          <div className="flex gap-2">
            <Button size="sm" icon={<Crop className="size-3.5" />} onClick={props.onCrop}>
              {t('createActor.crop.open')}
            </Button>
            <ReplaceButton onClick={props.onReplace} />
          </div>
        </div>
      ) : (
        <FileDropZone
          type={kind}
          upload={upload}
          disabled={!props.consent}
          onFile={props.onFile}
          copy="createActor"
        />
      )}
      {media && crop ? (
        <VerifyNotice kind={media.kind} checking={props.checking} refusal={props.refusal} />
      ) : null}
      <ul className="grid grid-cols-3 gap-2 text-[12px] leading-4 text-ink-muted">
        {(['face', 'light', 'ratio'] as const).map((tip) => (
          <li key={tip} className="rounded-xl bg-canvas px-3 py-2.5">
            {t(`createActor.tips.${kind}.${tip}`)}
          </li>
        ))}
      </ul>
      <ConsentCheckbox
        checked={props.consent}
        onChange={props.onConsent}
        i18nKey="createActor.consent"
      />
    </div>
  );
}

function MediaActions({ fileName, children }: { fileName: string; children: ReactNode }) {
  return (
    <div className="min-w-0 flex-1 pt-1">
      <p className="truncate text-[13.5px] font-semibold text-ink">{fileName}</p>
      <div className="mt-1">{children}</div>
    </div>
  );
}

function ReplaceButton({ onClick }: { onClick(): void }) {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" size="sm" icon={<RefreshCw className="size-3.5" />} onClick={onClick}>
      {t('createActor.replace')}
    </Button>
  );
}
