import { SCRIPT_MAX_CHARS, SCRIPT_MIN_CHARS, scriptLength } from '@talkreel/contract';
import clsx from 'clsx';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScriptVariables } from '../../templates/ScriptVariables';
import { VariableTextarea } from '../../templates/VariableTextarea';

/** Cuts text to the script maximum, counted in characters (code points) like the server. */
export const capScript = (text: string) => {
  const chars = [...text];
  return chars.length > SCRIPT_MAX_CHARS ? chars.slice(0, SCRIPT_MAX_CHARS).join('') : text;
};

/**
 * The script text area (creation.md §2) with its "n / 1500" counter. `highlighted` marks it
 * for the 3 s after a generate attempt without a script. Text cut to the maximum (a long
 * paste) is said so below the box until the script is back under the maximum (issue 7).
 * A script with `{{variables}}` has them marked, listed and previewed filled (issue 28).
 */
export function ScriptBox({
  value,
  onChange,
  highlighted,
  textareaRef,
}: {
  value: string;
  onChange(text: string): void;
  highlighted: boolean;
  textareaRef: Ref<HTMLTextAreaElement>;
}) {
  const { t, i18n } = useTranslation();
  const count = scriptLength(value);
  const missing = Math.max(0, SCRIPT_MIN_CHARS - count);
  /** Characters the last cut text had; null when nothing was cut. */
  const [cutFrom, setCutFrom] = useState<number | null>(null);
  const change = (text: string) => {
    const capped = capScript(text);
    if (capped !== text) setCutFrom([...text].length);
    else if ([...text].length < SCRIPT_MAX_CHARS) setCutFrom(null);
    onChange(capped);
  };
  const number = (n: number) => n.toLocaleString(i18n.language);
  return (
    <div
      className={clsx(
        'flex flex-col rounded-2xl border bg-white transition-[border-color,box-shadow] duration-200',
        highlighted
          ? 'generation-script-highlight border-danger shadow-[0_0_0_4px_rgb(229_72_77/0.14)]'
          : 'border-transparent shadow-[0_1px_3px_rgb(23_22_31/0.06),0_0_0_1px_rgb(23_22_31/0.04)] focus-within:border-brand-300 focus-within:shadow-[0_0_0_4px_rgb(109_74_255/0.10)]',
      )}
    >
      <label htmlFor="generation-script" className="sr-only">
        {t('generation.composer.scriptLabel')}
      </label>
      <VariableTextarea
        id="generation-script"
        textareaRef={textareaRef}
        value={value}
        onChange={(e) => change(e.target.value)}
        placeholder={t('generation.composer.placeholder')}
        aria-invalid={highlighted || undefined}
        aria-describedby="generation-script-counter"
        rows={5}
        metrics="px-4 pt-3.5 pb-1 text-[15px] leading-6"
        className="min-h-[132px] w-full resize-none rounded-2xl bg-transparent text-ink outline-none placeholder:text-ink-subtle"
      />
      <div className="flex min-h-5 items-center justify-between gap-3 px-4 pb-2.5 text-[12.5px]">
        {cutFrom !== null && !highlighted ? (
          <span className="text-amber-700" role="status" data-testid="script-cut">
            {t('generation.composer.cut', {
              total: number(cutFrom),
              max: number(SCRIPT_MAX_CHARS),
            })}
          </span>
        ) : (
          <span
            className={clsx('text-danger transition-opacity', !highlighted && 'opacity-0')}
            role={highlighted ? 'alert' : undefined}
          >
            {highlighted ? t('generation.composer.tooShort', { min: SCRIPT_MIN_CHARS }) : null}
          </span>
        )}
        <span
          id="generation-script-counter"
          data-testid="script-counter"
          className={clsx(
            'shrink-0 tabular-nums',
            count >= SCRIPT_MAX_CHARS
              ? 'text-danger'
              : missing
                ? 'text-ink-subtle'
                : 'text-ink-muted',
          )}
          title={missing ? t('generation.composer.needsMore', { count: missing }) : undefined}
        >
          {t('generation.composer.counter', { count, max: SCRIPT_MAX_CHARS })}
        </span>
      </div>
      <ScriptVariables text={value} className="px-4 pt-2 pb-2.5" />
    </div>
  );
}
