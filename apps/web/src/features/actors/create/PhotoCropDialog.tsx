import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { DialogOverlay } from '../../../ui/DialogOverlay';
import { useReturnFocus } from '../../../ui/useReturnFocus';
import { CropFrame } from './CropFrame';
import { type CropBox, fitScale, initialBox, minPhotoBoxWidth, type Size } from './cropGeometry';

/** The area the photo is fitted into, in screen pixels. */
const AREA: Size = { width: 520, height: 440 };

/**
 * The crop dialog of a photo actor (creation.md §4, §5): opens over the create-actor dialog
 * after the upload; a 9:16 box at least 50 px wide, kept inside the photo.
 */
export function PhotoCropDialog({
  open,
  url,
  size,
  box,
  onCancel,
  onApply,
}: {
  open: boolean;
  url: string;
  size: Size;
  /** The crop so far, if any; otherwise the largest centred box. */
  box: CropBox | null;
  onCancel(): void;
  onApply(box: CropBox): void;
}) {
  const { t } = useTranslation();
  const scale = fitScale(size, AREA);
  const minWidth = minPhotoBoxWidth(size, scale);
  const [draft, setDraft] = useState<CropBox | null>(null);
  const returnFocus = useReturnFocus(open);
  useEffect(() => {
    if (open) setDraft(box ?? initialBox(size, minWidth));
  }, [open, box, size, minWidth]);

  return (
    <Dialog.Root open={open} onOpenChange={(o) => (o ? null : onCancel())}>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-32px)] max-w-[584px] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-white p-6 shadow-[var(--shadow-pop)] outline-none animate-fade-in"
        >
          <Dialog.Title className="text-[16px] leading-6 font-semibold text-ink">
            {t('createActor.crop.title')}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-[13.5px] leading-5 text-ink-muted">
            {t('createActor.crop.hint')}
          </Dialog.Description>
          <div className="mt-5">
            {draft ? (
              <CropFrame
                size={size}
                scale={scale}
                box={draft}
                minWidth={minWidth}
                onChange={setDraft}
                label={t('createActor.crop.box')}
                testId="photo-crop-box"
              >
                <img
                  src={url}
                  alt=""
                  draggable={false}
                  className="pointer-events-none absolute inset-0 size-full max-w-none"
                />
              </CropFrame>
            ) : null}
          </div>
          <div className="mt-6 flex justify-end gap-2.5">
            <Button variant="outline" onClick={onCancel}>
              {t('createActor.crop.cancel')}
            </Button>
            <Button disabled={!draft} onClick={() => draft && onApply(draft)}>
              {t('createActor.crop.apply')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
