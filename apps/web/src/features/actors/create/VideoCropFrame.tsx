import { VIDEO_CROP_MIN_WIDTH } from '@talkreel/contract';
import { useTranslation } from 'react-i18next';
import { CropFrame } from './CropFrame';
import { type CropBox, fitScale } from './cropGeometry';
import type { ActorMedia } from './useActorUpload';

/**
 * The 9:16 frame over the uploaded video (creation.md §5): its corners are the 4 crop points
 * the server cuts by; it is at least 360 video pixels wide (half the 720 px output).
 */
export function VideoCropFrame({
  media,
  box,
  onChange,
}: {
  media: ActorMedia;
  box: CropBox;
  onChange(box: CropBox): void;
}) {
  const { t } = useTranslation();
  const scale = fitScale(media.size, { width: 360, height: 300 });
  return (
    <CropFrame
      size={media.size}
      scale={scale}
      box={box}
      minWidth={VIDEO_CROP_MIN_WIDTH}
      onChange={onChange}
      label={t('createActor.frame.box')}
      testId="video-crop-box"
    >
      <video
        src={media.url}
        muted
        autoPlay
        loop
        playsInline
        className="pointer-events-none absolute inset-0 size-full"
      />
    </CropFrame>
  );
}
