import clsx from 'clsx';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A name that edits in place (creation.md §4 rename): Enter or blur saves a changed, non-empty
 * name; Escape cancels.
 */
export function InlineName({
  name,
  onRename,
  className,
}: {
  name: string;
  onRename(name: string): void;
  className?: string;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const finish = () => {
    if (draft === null) return;
    const next = draft.trim();
    setDraft(null);
    if (next && next !== name) onRename(next);
  };
  if (draft !== null) {
    return (
      <input
        // biome-ignore lint/a11y/noAutofocus: the user just asked to edit this name
        autoFocus
        aria-label={t('agent.assets.nameLabel')}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={finish}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.nativeEvent.isComposing) finish();
          if (e.key === 'Escape') setDraft(null);
        }}
        className={clsx(
          'h-6 w-full min-w-0 rounded-md border border-brand-400 bg-white px-1.5 text-[12.5px] text-ink outline-none ring-2 ring-brand-100',
          className,
        )}
      />
    );
  }
  return (
    <span className={clsx('group/name flex min-w-0 items-center gap-1', className)}>
      <span className="truncate" title={name}>
        {name}
      </span>
      <button
        type="button"
        aria-label={t('agent.assets.rename', { name })}
        onClick={() => setDraft(name)}
        className="flex size-5 shrink-0 items-center justify-center rounded text-ink-subtle opacity-0 transition-opacity group-hover/name:opacity-100 hover:text-ink focus-visible:opacity-100"
      >
        <Pencil className="size-3" aria-hidden="true" />
      </button>
    </span>
  );
}
