import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { useKeepFolders } from './useKeepFolders';

/**
 * "Keep folders across reloads" (issue 24): off is core.md §4's rule, every reload dissolves
 * the product's folders. The owner switches it; everyone else sees the state and who may.
 */
export function KeepFoldersSetting() {
  const { t } = useTranslation();
  const setting = useKeepFolders();
  const product = setting.product?.name ?? '';
  const on = setting.keepFolders;
  return (
    <div className="space-y-3">
      <div className="flex items-start gap-4">
        <div className="min-w-0 flex-1">
          <p id="keep-folders-label" className="text-[14px] font-medium text-ink">
            {t('workspaces.settings.keepFolders')}
          </p>
          <p id="keep-folders-state" className="mt-1 text-[13px] leading-5 text-ink-muted">
            {on
              ? t('workspaces.settings.keepFoldersOn', { product })
              : t('workspaces.settings.keepFoldersOff', { product })}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby="keep-folders-label"
          aria-describedby="keep-folders-state"
          disabled={!setting.canChange || setting.saving || !setting.product}
          onClick={() => setting.set(!on)}
          className={clsx(
            'relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors duration-150',
            'focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-100',
            'disabled:cursor-not-allowed disabled:opacity-60',
            on ? 'bg-brand-500' : 'bg-[#d6d5e0]',
          )}
        >
          <span
            aria-hidden="true"
            className={clsx(
              'inline-block size-5 rounded-full bg-white shadow-[0_1px_2px_rgb(23_22_31/0.2)] transition-transform duration-150',
              on ? 'translate-x-[22px]' : 'translate-x-0.5',
            )}
          />
        </button>
      </div>
      {setting.canChange ? null : (
        <p className="text-[12.5px] text-ink-subtle">
          {t('workspaces.settings.ownerOnly', { product })}
        </p>
      )}
    </div>
  );
}
