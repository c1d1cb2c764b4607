import * as Select from '@radix-ui/react-select';
import { type Language, SUPPORTED_LANGUAGES } from '@talkreel/contract';
import clsx from 'clsx';
import { Check, ChevronDown, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { languageNames } from '../i18n/languageNames';
import { useLanguage } from '../i18n/useLanguage';

/** Language picker (login page and account settings). */
export function LanguageSelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { language, changeLanguage } = useLanguage();
  return (
    <Select.Root value={language} onValueChange={(v) => changeLanguage(v as Language)}>
      <Select.Trigger
        aria-label={t('language.label')}
        className={clsx(
          'inline-flex h-9 items-center gap-2 rounded-lg px-2.5 text-[13px] font-medium text-ink-muted outline-none transition-colors hover:bg-canvas hover:text-ink data-[state=open]:bg-canvas',
          className,
        )}
      >
        <Globe className="size-4" aria-hidden="true" />
        <Select.Value />
        <Select.Icon>
          <ChevronDown className="size-3.5 opacity-60" aria-hidden="true" />
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content
          position="popper"
          sideOffset={6}
          align="end"
          className="z-50 min-w-40 overflow-hidden rounded-xl border border-line bg-white p-1 shadow-[var(--shadow-pop)] animate-fade-in"
        >
          <Select.Viewport>
            {SUPPORTED_LANGUAGES.map((lang) => (
              <Select.Item
                key={lang}
                value={lang}
                lang={lang}
                className="relative flex h-9 cursor-pointer select-none items-center rounded-lg pr-8 pl-3 text-[13.5px] text-ink outline-none data-[highlighted]:bg-canvas"
              >
                <Select.ItemText>{languageNames[lang]}</Select.ItemText>
                <Select.ItemIndicator className="absolute right-2.5">
                  <Check className="size-4 text-brand-500" aria-hidden="true" />
                </Select.ItemIndicator>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
