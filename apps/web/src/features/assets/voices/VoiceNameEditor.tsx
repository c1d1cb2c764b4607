import { AUDIO_NAME_MAX_CHARS } from '@talkreel/contract';
import { useTranslation } from 'react-i18next';
import { EditableName } from '../../../ui/EditableName';

/**
 * A voice's name, renamed in place (creation.md §2, §4): double click or the pencil opens
 * the field; Enter or leaving it saves, Escape cancels. The caller checks what was typed.
 */
export function VoiceNameEditor({
  name,
  disabled,
  onRename,
}: {
  name: string;
  disabled?: boolean;
  onRename(name: string): void;
}) {
  const { t } = useTranslation();
  return (
    <EditableName
      name={name}
      maxLength={AUDIO_NAME_MAX_CHARS}
      inputLabel={t('assets.voices.rename.label')}
      openLabel={t('assets.voices.rename.open', { name })}
      disabled={disabled}
      onRename={onRename}
      // The card has room for a second line: long names (and CJK ones) were cut at a few words.
      lines={2}
    />
  );
}
