import { AUDIO_NAME_MAX_CHARS } from '@talkreel/contract';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A voice's name, renamed in place (creation.md §2, §4): double click or the pencil opens
 * the field; Enter or leaving it saves, Escape cancels.
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
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(name);
  const open = () => {
    if (disabled) return;
    setValue(name);
    setEditing(true);
  };
  const finish = (save: boolean) => {
    setEditing(false);
    if (save) onRename(value);
  };

  if (editing) {
    return (
      <input
        // biome-ignore lint/a11y/noAutofocus: the field opens because the user asked to rename
        autoFocus
        value={value}
        maxLength={AUDIO_NAME_MAX_CHARS}
        aria-label={t('assets.voices.rename.label')}
        onChange={(e) => setValue(e.target.value)}
        onFocus={(e) => e.target.select()}
        onBlur={() => finish(true)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.nativeEvent.isComposing) finish(true);
          if (e.key === 'Escape') {
            e.stopPropagation();
            finish(false);
          }
        }}
        className="h-7 w-full min-w-0 rounded-md border border-brand-400 bg-white px-1.5 text-[14px] font-semibold text-ink outline-none ring-4 ring-brand-100"
      />
    );
  }
  return (
    <span className="group/name flex min-w-0 items-center gap-1">
      <span
        onDoubleClick={open}
        title={name}
        className="truncate text-[14px] leading-7 font-semibold text-ink"
      >
        {name}
      </span>
      {disabled ? null : (
        <button
          type="button"
          onClick={open}
          aria-label={t('assets.voices.rename.open', { name })}
          className="flex size-6 shrink-0 items-center justify-center rounded-md text-ink-subtle opacity-0 transition-opacity group-hover/name:opacity-100 hover:bg-canvas hover:text-ink focus-visible:opacity-100"
        >
          <Pencil className="size-3.5" aria-hidden="true" />
        </button>
      )}
    </span>
  );
}
