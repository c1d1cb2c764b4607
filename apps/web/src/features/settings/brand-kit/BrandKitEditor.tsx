import { LOGO_OPACITY_MIN, LOGO_SIZE_MAX, LOGO_SIZE_MIN } from '@talkreel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { SettingsSection } from '../SettingsPage';
import type { BrandKitData } from './api/brandKitApi';
import { useSaveBrandKit } from './api/useSaveBrandKit';
import { BrandColors } from './BrandColors';
import { CaptionStyleEditor } from './CaptionStyleEditor';
import { LogoPicker } from './LogoPicker';
import { LogoPlacement } from './LogoPlacement';
import { draftChanged, draftOf, draftValid } from './model/brandDraft';
import { RangeField } from './RangeField';

const percent = (v: number) => `${Math.round(v * 100)}%`;

/**
 * The kit's sections over an unsaved draft of it, with a Save bar for those who may change it
 * (the others see every value, and no control works for them).
 */
export function BrandKitEditor({ saved, readOnly }: { saved: BrandKitData; readOnly: boolean }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(saved));
  const save = useSaveBrandKit();
  const changed = draftChanged(draft, saved);
  const valid = draftValid(draft);
  const logoSrc =
    draft.logo.kind === 'saved'
      ? draft.logo.url
      : draft.logo.kind === 'new'
        ? draft.logo.previewUrl
        : null;
  const submit = () =>
    save.mutate(
      { draft, saved },
      // The server's kit (its signed logo link) becomes the new starting point; on a failure
      // the draft stays as it was, so nothing typed is lost.
      { onSuccess: (kit) => setDraft(draftOf(kit)) },
    );
  return (
    <>
      <SettingsSection
        title={t('brandKit.logo.title')}
        description={t('brandKit.logo.description')}
        labelledBy="brand-logo"
      >
        <div className="space-y-6">
          <LogoPicker
            logo={draft.logo}
            onChange={(logo) => setDraft({ ...draft, logo })}
            readOnly={readOnly}
          />
          <div className="grid gap-6 sm:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] sm:items-end">
            <LogoPlacement
              logoSrc={logoSrc}
              corner={draft.logoCorner}
              size={draft.logoSize}
              opacity={draft.logoOpacity}
              onCorner={(logoCorner) => setDraft({ ...draft, logoCorner })}
              readOnly={readOnly}
            />
            <div className="grid gap-5 pb-1">
              <RangeField
                label={t('brandKit.logo.size')}
                value={draft.logoSize}
                min={LOGO_SIZE_MIN}
                max={LOGO_SIZE_MAX}
                step={0.01}
                format={percent}
                onChange={(logoSize) => setDraft({ ...draft, logoSize })}
                disabled={readOnly}
                testId="logo-size"
              />
              <RangeField
                label={t('brandKit.logo.opacity')}
                value={draft.logoOpacity}
                min={LOGO_OPACITY_MIN}
                max={1}
                step={0.05}
                format={percent}
                onChange={(logoOpacity) => setDraft({ ...draft, logoOpacity })}
                disabled={readOnly}
                testId="logo-opacity"
              />
            </div>
          </div>
        </div>
      </SettingsSection>
      <SettingsSection
        title={t('brandKit.colors.title')}
        description={t('brandKit.colors.description')}
        labelledBy="brand-colors"
      >
        <BrandColors
          colors={draft.colors}
          onChange={(colors) => setDraft({ ...draft, colors })}
          readOnly={readOnly}
        />
      </SettingsSection>
      <SettingsSection
        title={t('brandKit.caption.title')}
        description={t('brandKit.caption.description')}
        labelledBy="brand-captions"
      >
        <CaptionStyleEditor
          style={draft.captionStyle}
          onChange={(captionStyle) => setDraft({ ...draft, captionStyle })}
          readOnly={readOnly}
        />
      </SettingsSection>
      {readOnly ? null : (
        <div className="sticky bottom-0 z-10 -mx-1 flex items-center justify-end gap-3 rounded-2xl border border-line bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgb(23_22_31/0.06)] backdrop-blur max-md:gap-2 max-md:px-3 max-md:py-2.5">
          {/* On a phone the buttons say enough; the status is still read out. */}
          <p className="mr-auto text-[13px] text-ink-muted max-md:sr-only" aria-live="polite">
            {!valid
              ? t('brandKit.save.invalid')
              : changed
                ? t('brandKit.save.unsaved')
                : t('brandKit.save.upToDate')}
          </p>
          <Button
            variant="ghost"
            disabled={!changed || save.isPending}
            onClick={() => setDraft(draftOf(saved))}
          >
            {t('brandKit.save.discard')}
          </Button>
          <Button
            disabled={!changed || !valid}
            loading={save.isPending}
            onClick={submit}
            data-testid="save-brand-kit"
          >
            {t('brandKit.save.button')}
          </Button>
        </div>
      )}
    </>
  );
}
