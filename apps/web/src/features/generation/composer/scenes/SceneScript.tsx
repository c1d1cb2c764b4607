import { SCRIPT_MAX_CHARS, SCRIPT_MIN_CHARS, scriptLength } from '@talkreel/contract';
import clsx from 'clsx';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ScriptVariables } from '../../../templates/ScriptVariables';
import { VariableTextarea } from '../../../templates/VariableTextarea';
import { capScript } from '../ScriptBox';

/**
 * A scene's script box: the composer's script box in small (same limits, same counter and the
 * same cut at the maximum), one per scene so each has its own label and highlight; its
 * `{{variables}}` are marked, listed and previewed as the composer's are.
 */
export function SceneScript({
  id,
  number,
  value,
  onChange,
  highlighted,
  textareaRef,
}: {
  id: string;
  number: number;
  value: string;
  onChange(text: string): void;
  highlighted: boolean;
  textareaRef?: Ref<HTMLTextAreaElement>;
}) {
  const { t } = useTranslation();
  const count = scriptLength(value);
  const counterId = `${id}-counter`;
  return (
    <div
      className={clsx(
        'flex flex-col rounded-xl border bg-white transition-[border-color,box-shadow] duration-200',
        highlighted
          ? 'generation-script-highlight border-danger shadow-[0_0_0_4px_rgb(229_72_77/0.14)]'
          : 'border-line focus-within:border-brand-300 focus-within:shadow-[0_0_0_4px_rgb(109_74_255/0.10)]',
      )}
    >
      <VariableTextarea
        id={id}
        textareaRef={textareaRef}
        value={value}
        onChange={(e) => onChange(capScript(e.target.value))}
        aria-label={t('generation.scenes.scriptLabel', { number })}
        aria-invalid={highlighted || undefined}
        aria-describedby={counterId}
        placeholder={t('generation.scenes.placeholder')}
        rows={3}
        metrics="px-3.5 pt-2.5 pb-1 text-[14.5px] leading-6"
        className="min-h-[84px] w-full resize-y rounded-xl bg-transparent text-ink outline-none placeholder:text-ink-subtle"
      />
      <div className="flex min-h-5 items-center justify-between gap-3 px-3.5 pb-2 text-[12px]">
        <span
          className={clsx('text-danger', !highlighted && 'sr-only')}
          role={highlighted ? 'alert' : undefined}
        >
          {highlighted ? t('generation.composer.tooShort', { min: SCRIPT_MIN_CHARS }) : null}
        </span>
        <span
          id={counterId}
          data-testid="scene-script-counter"
          className={clsx(
            'shrink-0 tabular-nums',
            count >= SCRIPT_MAX_CHARS
              ? 'text-danger'
              : count < SCRIPT_MIN_CHARS
                ? 'text-ink-subtle'
                : 'text-ink-muted',
          )}
        >
          {t('generation.composer.counter', { count, max: SCRIPT_MAX_CHARS })}
        </span>
      </div>
      <ScriptVariables text={value} className="px-3.5 pt-2 pb-2" />
    </div>
  );
}
