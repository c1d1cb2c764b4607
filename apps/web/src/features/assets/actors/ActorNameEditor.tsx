import { ACTOR_NAME_MAX_CHARS } from '@talkreel/contract';
import { Check, X } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNameDraft } from '../../../ui/useNameDraft';

/**
 * The inline rename of a library card (creation.md §2, §4): the confirm button, Enter or
 * leaving the field saves; the cross or Escape cancels.
 */
export function ActorNameEditor({
  name,
  onDone,
}: {
  name: string;
  /** `null`: cancelled; otherwise what was typed (checked by the caller). */
  onDone(typed: string | null): void;
}) {
  const { t } = useTranslation();
  const { finish, inputProps } = useNameDraft(name, onDone);
  // Buttons act on press so the field's blur does not end the edit first.
  const keepFocus = (e: MouseEvent) => e.preventDefault();
  return (
    <span className="flex min-w-0 items-center gap-1">
      <input
        // biome-ignore lint/a11y/noAutofocus: the field opens because the user asked to rename
        autoFocus
        maxLength={ACTOR_NAME_MAX_CHARS}
        aria-label={t('assets.actors.rename.label')}
        {...inputProps}
        className="h-7 w-full min-w-0 rounded-md border border-brand-400 bg-white px-1.5 text-[13px] font-semibold text-ink outline-none ring-3 ring-brand-100"
      />
      <button
        type="button"
        aria-label={t('assets.actors.rename.confirm')}
        onMouseDown={keepFocus}
        onClick={() => finish(true)}
        className="flex size-7 shrink-0 items-center justify-center rounded-md bg-brand-500 text-white hover:bg-brand-600"
      >
        <Check className="size-3.5" aria-hidden="true" />
      </button>
      <button
        type="button"
        aria-label={t('assets.actors.rename.cancel')}
        onMouseDown={keepFocus}
        onClick={() => finish(false)}
        className="flex size-7 shrink-0 items-center justify-center rounded-md text-ink-muted hover:bg-canvas hover:text-ink"
      >
        <X className="size-3.5" aria-hidden="true" />
      </button>
    </span>
  );
}
