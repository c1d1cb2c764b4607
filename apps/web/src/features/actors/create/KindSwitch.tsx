import { FileImage, FileVideo } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SegmentedRadio } from '../../../ui/SegmentedRadio';
import type { ActorMediaKind } from './useActorUpload';

/** From a photo or from a video (creation.md §3 custom digital human draft, generate type). */
export function KindSwitch(props: {
  value: ActorMediaKind;
  onChange(kind: ActorMediaKind): void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedRadio
      {...props}
      name="actor-media-kind"
      legend={t('createActor.kind.label')}
      options={[
        { value: 'image', label: t('createActor.kind.image'), icon: FileImage },
        { value: 'video', label: t('createActor.kind.video'), icon: FileVideo },
      ]}
    />
  );
}
