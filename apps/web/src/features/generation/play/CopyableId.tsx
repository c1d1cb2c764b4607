import { COPY_INDICATOR_MS } from '@talkreel/contract';
import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../hooks/copyText';
import { useTimedFlag } from '../hooks/useTimedFlag';

/** An id with a copy button; the button shows a check for 1.5 s after a copy (creation.md §9). */
export function CopyableId({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const [copied, flash] = useTimedFlag<true>(COPY_INDICATOR_MS);
  return (
    <span className="flex min-w-0 items-center gap-1.5">
      <code className="min-w-0 truncate rounded-md bg-canvas px-1.5 py-0.5 font-mono text-[12px] text-ink">
        {value}
      </code>
      <button
        type="button"
        aria-label={t('generation.play.copy', { label })}
        onClick={async () => {
          if (await copyText(value)) flash(true);
        }}
        className="flex size-7 shrink-0 items-center justify-center rounded-lg text-ink-muted transition-colors hover:bg-canvas hover:text-ink"
      >
        {copied ? (
          <Check className="size-3.5 text-success" strokeWidth={2.6} aria-hidden="true" />
        ) : (
          <Copy className="size-3.5" aria-hidden="true" />
        )}
      </button>
    </span>
  );
}
