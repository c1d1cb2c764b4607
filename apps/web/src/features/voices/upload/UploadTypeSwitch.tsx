import { FileAudio, FileVideo } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SegmentedRadio } from '../../../ui/SegmentedRadio';
import type { UploadType } from './cloneApi';

/** Audio or video (creation.md §3 custom audio draft, default audio). */
export function UploadTypeSwitch(props: {
  value: UploadType;
  onChange(type: UploadType): void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedRadio
      {...props}
      name="voice-upload-type"
      legend={t('voices.upload.type.label')}
      options={[
        { value: 'audio', label: t('voices.upload.type.audio'), icon: FileAudio },
        { value: 'video', label: t('voices.upload.type.video'), icon: FileVideo },
      ]}
    />
  );
}
