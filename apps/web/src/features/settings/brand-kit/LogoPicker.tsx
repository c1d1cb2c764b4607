import { ImageUp, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { LOGO_ACCEPT, useLogoUpload } from './api/useLogoUpload';
import { checkerboard } from './checkerboard';
import type { DraftLogo } from './model/brandDraft';

const logoSrc = (logo: DraftLogo) =>
  logo.kind === 'saved' ? logo.url : logo.kind === 'new' ? logo.previewUrl : null;

/**
 * The logo: its picture on a checkerboard (so its transparency shows), a button to upload a PNG
 * or SVG and one to remove it. The upload is judged by the server before it is offered.
 */
export function LogoPicker({
  logo,
  onChange,
  readOnly,
}: {
  logo: DraftLogo;
  onChange(logo: DraftLogo): void;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useLogoUpload();
  const src = logoSrc(logo);
  const choose = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: ({ fileUri, previewUrl }) => onChange({ kind: 'new', fileUri, previewUrl }),
    });
  };
  return (
    <div className="flex flex-wrap items-center gap-4">
      <div
        className="flex h-[104px] w-[168px] shrink-0 items-center justify-center overflow-hidden rounded-xl ring-1 ring-line"
        style={checkerboard}
        data-testid="logo-preview"
      >
        {src ? (
          <img src={src} alt={t('brandKit.logo.alt')} className="max-h-[84px] max-w-[144px]" />
        ) : (
          <span className="px-3 text-center text-[12.5px] text-ink-subtle">
            {t('brandKit.logo.none')}
          </span>
        )}
      </div>
      {readOnly ? null : (
        <div className="relative flex flex-col items-start gap-2">
          <input
            ref={input}
            type="file"
            accept={LOGO_ACCEPT}
            className="sr-only"
            data-testid="logo-file"
            aria-label={t('brandKit.logo.upload')}
            tabIndex={-1}
            onChange={(e) => {
              choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <Button
            variant="outline"
            size="sm"
            loading={upload.isPending}
            icon={<ImageUp className="size-4" aria-hidden="true" />}
            onClick={() => input.current?.click()}
          >
            {src ? t('brandKit.logo.replace') : t('brandKit.logo.upload')}
          </Button>
          {src ? (
            <Button
              variant="ghost"
              size="sm"
              icon={<Trash2 className="size-4" aria-hidden="true" />}
              onClick={() => onChange({ kind: 'none' })}
              data-testid="remove-logo"
            >
              {t('brandKit.logo.remove')}
            </Button>
          ) : null}
          <p className="text-[12px] text-ink-subtle">{t('brandKit.logo.hint')}</p>
        </div>
      )}
    </div>
  );
}
