import { BRAND_COLORS_MAX } from '@talkreel/contract';
import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { ColorInput } from './ColorInput';
import { canAddColor, isHexColor, nextColor } from './model/brandDraft';

/** Up to six brand colours, offered first in the composer's colour pickers. */
export function BrandColors({
  colors,
  onChange,
  readOnly,
}: {
  colors: string[];
  onChange(colors: string[]): void;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const set = (i: number, value: string) => onChange(colors.map((c, j) => (j === i ? value : c)));
  const invalid = colors.some((c) => !isHexColor(c));
  return (
    <div className="space-y-3">
      {colors.length === 0 ? (
        <p className="text-[13px] text-ink-muted">{t('brandKit.colors.empty')}</p>
      ) : (
        <ul className="grid gap-2.5 sm:grid-cols-2">
          {colors.map((color, i) => (
            // Index keys: rows are edited in place and two rows may hold the same colour.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={i} className="flex items-center gap-2" data-testid="brand-color">
              <ColorInput
                label={t('brandKit.colors.item', { n: i + 1 })}
                value={color}
                onChange={(v) => set(i, v)}
                disabled={readOnly}
              />
              {readOnly ? null : (
                <button
                  type="button"
                  onClick={() => onChange(colors.filter((_, j) => j !== i))}
                  aria-label={t('brandKit.colors.remove', { n: i + 1 })}
                  className="flex size-8 items-center justify-center rounded-lg text-ink-muted transition-colors hover:bg-danger/10 hover:text-danger"
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {invalid ? (
        <p className="text-[12.5px] text-danger" role="alert">
          {t('brandKit.colors.invalid')}
        </p>
      ) : null}
      {readOnly ? null : (
        <div className="flex items-center gap-3">
          <Button
            variant="outline"
            size="sm"
            icon={<Plus className="size-4" aria-hidden="true" />}
            disabled={!canAddColor(colors)}
            onClick={() => onChange([...colors, nextColor(colors)])}
            data-testid="add-brand-color"
          >
            {t('brandKit.colors.add')}
          </Button>
          <span className="text-[12.5px] text-ink-subtle tabular-nums">
            {t('brandKit.colors.count', { count: colors.length, max: BRAND_COLORS_MAX })}
          </span>
        </div>
      )}
    </div>
  );
}
