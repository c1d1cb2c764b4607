import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TruncatedText } from '../../../ui/TruncatedText';
import { notify } from '../../../ui/toast';
import { decideRename } from './decideRename';

const NAME_MAX = 100;

interface InlineNameProps {
  value: string;
  kind: 'folder' | 'project';
  editing: boolean;
  onEditingChange(editing: boolean): void;
  onRename(name: string): void;
  className?: string;
  inputClassName?: string;
}

/**
 * A name that turns into a text box for renaming (core.md §2): Enter or leaving the box
 * confirms, Escape cancels. Blank names show the "Rename Folder/Project" error; unchanged
 * names are ignored.
 */
export function InlineName({
  value,
  kind,
  editing,
  onEditingChange,
  onRename,
  className,
  inputClassName,
}: InlineNameProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  // Enter and the blur that follows must not both count.
  const settled = useRef(false);

  const latest = useRef(value);
  latest.current = value;

  useEffect(() => {
    if (!editing) return;
    settled.current = false;
    setDraft(latest.current);
    // After the menu that may have started the edit has handed focus back.
    const frame = requestAnimationFrame(() => {
      input.current?.focus();
      input.current?.select();
    });
    return () => cancelAnimationFrame(frame);
  }, [editing]);

  const finish = (commit: boolean) => {
    if (settled.current) return;
    settled.current = true;
    onEditingChange(false);
    if (!commit) return;
    const decision = decideRename(value, draft);
    if (decision.kind === 'empty') {
      notify({
        tone: 'error',
        title: t(kind === 'folder' ? 'tree.rename.folderTitle' : 'tree.rename.projectTitle'),
        text: t(kind === 'folder' ? 'tree.rename.folderEmpty' : 'tree.rename.projectEmpty'),
      });
    } else if (decision.kind === 'rename') {
      onRename(decision.name);
    }
  };

  if (!editing) return <TruncatedText text={value} className={className} />;
  return (
    <input
      ref={input}
      value={draft}
      maxLength={NAME_MAX}
      aria-label={t(kind === 'folder' ? 'tree.rename.folderLabel' : 'tree.rename.projectLabel')}
      onChange={(e) => setDraft(e.target.value)}
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.nativeEvent.isComposing) return;
        if (e.key === 'Enter') finish(true);
        else if (e.key === 'Escape') finish(false);
      }}
      onBlur={() => finish(true)}
      onClick={(e) => e.stopPropagation()}
      onDoubleClick={(e) => e.stopPropagation()}
      onPointerDown={(e) => e.stopPropagation()}
      className={clsx(
        'h-7 w-full min-w-0 rounded-md border border-brand-300 bg-white px-1.5 text-ink outline-none ring-3 ring-brand-100',
        inputClassName,
      )}
    />
  );
}
