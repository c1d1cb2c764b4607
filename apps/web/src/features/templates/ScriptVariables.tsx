import { variablesOf } from '@talkreel/contract';
import clsx from 'clsx';
import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewSegments } from './scriptSegments';

/**
 * Under a script that holds `{{variables}}` (issue 28): the variables found, first use first,
 * and a preview of the script as a row would fill it (defaults, else samples from the names).
 * Renders nothing for a script without variables, so the plain composer is unchanged.
 */
export function ScriptVariables({ text, className }: { text: string; className?: string }) {
  const { t } = useTranslation();
  const [previewing, setPreviewing] = useState(false);
  const previewId = useId();
  const variables = variablesOf([text]);
  if (!variables.length) return null;
  return (
    <div className={clsx('flex flex-col gap-2 border-t border-line text-[12.5px]', className)}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1.5">
        <span className="text-ink-muted">{t('templates.variables')}</span>
        <ul aria-label={t('templates.editor.found')} className="flex min-w-0 flex-wrap gap-1.5">
          {variables.map((v) => (
            <li
              key={v.name}
              className="max-w-full truncate rounded-md bg-brand-50 px-1.5 py-0.5 font-mono text-[12px] text-brand-700"
            >
              {v.fallback === null ? `{{${v.name}}}` : `{{${v.name}|${v.fallback}}}`}
            </li>
          ))}
        </ul>
        <button
          type="button"
          aria-expanded={previewing}
          aria-controls={previewId}
          onClick={() => setPreviewing((p) => !p)}
          className="ml-auto inline-flex min-h-7 items-center gap-1.5 rounded-full px-2 font-medium text-brand-700 transition-colors hover:bg-brand-50 max-md:min-h-9"
        >
          {previewing ? (
            <EyeOff className="size-3.5" aria-hidden="true" />
          ) : (
            <Eye className="size-3.5" aria-hidden="true" />
          )}
          {t('templates.editor.preview')}
        </button>
      </div>
      {previewing ? (
        <section id={previewId} aria-label={t('templates.editor.previewLabel')}>
          <p
            data-testid="script-preview"
            className="max-h-64 overflow-y-auto rounded-lg bg-canvas px-3 py-2 text-[14px] leading-6 break-words whitespace-pre-wrap text-ink"
          >
            {previewSegments(text).map((s, i) =>
              s.variable === null ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: runs have no identity but their place.
                <span key={i}>{s.text}</span>
              ) : (
                <mark
                  // biome-ignore lint/suspicious/noArrayIndexKey: runs have no identity but their place.
                  key={i}
                  title={`{{${s.variable}}}`}
                  className="rounded-[4px] bg-brand-100 text-brand-800"
                >
                  {s.text}
                </mark>
              ),
            )}
          </p>
          <p className="mt-1 text-ink-subtle">{t('templates.editor.previewHint')}</p>
        </section>
      ) : null}
    </div>
  );
}
