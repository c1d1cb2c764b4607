import clsx from 'clsx';
import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCopyText } from './useCopyText';

/** A value with a copy button beside it (creation.md §2 copyable cells). */
export function CopyableText({ text, className }: { text: string; className?: string }) {
  const { t } = useTranslation();
  const { copy, copied } = useCopyText();
  return (
    <span className={clsx('group inline-flex max-w-full items-center gap-1', className)}>
      <span className="truncate" title={text}>
        {text}
      </span>
      <button
        type="button"
        aria-label={t('clipboard.copy', { text })}
        onClick={() => void copy(text)}
        className={clsx(
          'flex size-6 shrink-0 items-center justify-center rounded-md transition-colors',
          copied
            ? 'text-success'
            : 'text-ink-subtle opacity-60 hover:bg-canvas hover:text-ink group-hover:opacity-100',
        )}
      >
        {copied ? (
          <Check className="size-3.5" aria-hidden="true" data-testid="copied-mark" />
        ) : (
          <Copy className="size-3.5" aria-hidden="true" />
        )}
      </button>
    </span>
  );
}
