import * as Dialog from '@radix-ui/react-dialog';
import * as Slider from '@radix-ui/react-slider';
import { AVATAR_CROP_BOX_PX as BOX } from '@talkreel/contract';
import { ZoomIn, ZoomOut } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { DialogOverlay } from '../../ui/DialogOverlay';
import { useReturnFocus } from '../../ui/useReturnFocus';
import {
  type CropView,
  centredView,
  clampView,
  MAX_ZOOM,
  outputSide,
  type Size,
  scaleAt,
  sourceSquare,
  zoomAround,
} from './cropGeometry';
import { renderAvatarCrop } from './renderAvatarCrop';
import { useCropBoxScale } from './useCropBoxScale';

interface Loaded {
  url: string;
  image: HTMLImageElement;
  size: Size;
}

/** Loads a picked file as an image; null until it has decoded (or when there is no file). */
function useLoadedImage(file: File | null, onBroken: () => void) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const broken = useRef(onBroken);
  broken.current = onBroken;
  useEffect(() => {
    setLoaded(null);
    if (!file) return;
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () =>
      setLoaded({ url, image, size: { width: image.naturalWidth, height: image.naturalHeight } });
    image.onerror = () => broken.current();
    image.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return loaded;
}

/**
 * The square crop of a new avatar (core.md §2): a 400 px box, drag to move, wheel or slider to
 * zoom; the result is a square PNG named avatar.png at the image's natural short side.
 */
export function AvatarCropDialog({
  file,
  onCancel,
  onCropped,
  onBroken,
}: {
  file: File | null;
  onCancel(): void;
  onCropped(cropped: File): void;
  /** The file is not a picture the browser can decode. */
  onBroken(): void;
}) {
  const { t } = useTranslation();
  const loaded = useLoadedImage(file, onBroken);
  const [view, setView] = useState<CropView | null>(null);
  const [busy, setBusy] = useState(false);
  const drag = useRef<{ pointer: number; x: number; y: number; view: CropView } | null>(null);
  // The crop geometry is in BOX pixels; a phone shows the box scaled down to fit the dialog.
  const k = useCropBoxScale();
  const returnFocus = useReturnFocus(file !== null);

  useEffect(() => {
    setView(loaded ? centredView(loaded.size, BOX) : null);
  }, [loaded]);

  const size = loaded?.size;
  const update = (next: (v: CropView, s: Size) => CropView) =>
    setView((v) => (v && size ? next(v, size) : v));

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (!view) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { pointer: e.pointerId, x: e.clientX, y: e.clientY, view };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointer !== e.pointerId) return;
    update((_, s) =>
      clampView(s, BOX, {
        ...d.view,
        x: d.view.x + (e.clientX - d.x) / k,
        y: d.view.y + (e.clientY - d.y) / k,
      }),
    );
  };
  const endDrag = () => {
    drag.current = null;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? 40 : 10;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      update((v, s) => clampView(s, BOX, { ...v, x: v.x + move[0], y: v.y + move[1] }));
    } else if (e.key === '+' || e.key === '=' || e.key === '-') {
      e.preventDefault();
      update((v, s) => zoomAround(s, BOX, v, v.zoom + (e.key === '-' ? -0.2 : 0.2)));
    }
  };

  // React's onWheel is passive, so the page would scroll too; listen natively instead.
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = boxRef.current;
    if (!el || !size) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const rect = el.getBoundingClientRect();
      const anchor = { x: (e.clientX - rect.left) / k, y: (e.clientY - rect.top) / k };
      setView((v) =>
        v ? zoomAround(size, BOX, v, v.zoom * Math.exp(-e.deltaY / 500), anchor) : v,
      );
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [size, k]);

  const confirm = async () => {
    if (!loaded || !view) return;
    setBusy(true);
    try {
      const square = sourceSquare(loaded.size, BOX, view);
      onCropped(await renderAvatarCrop(loaded.image, square, outputSide(loaded.size)));
    } finally {
      setBusy(false);
    }
  };

  const s = size && view ? scaleAt(size, BOX, view.zoom) : 0;
  return (
    <Dialog.Root open={file !== null} onOpenChange={(open) => (open ? null : onCancel())}>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-32px)] max-w-[464px] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-white p-6 shadow-[var(--shadow-pop)] outline-none animate-fade-in"
        >
          <Dialog.Title className="text-[16px] leading-6 font-semibold text-ink">
            {t('account.avatar.cropTitle')}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-[13.5px] leading-5 text-ink-muted">
            {t('account.avatar.cropHint')}
          </Dialog.Description>
          <div className="mx-auto mt-5" style={{ width: BOX * k, height: BOX * k }}>
            <div
              ref={boxRef}
              role="application"
              aria-roledescription={t('account.avatar.cropArea')}
              aria-label={t('account.avatar.cropHint')}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: arrow keys move the picture and +/- zoom it, as a drag and the wheel do
              tabIndex={0}
              data-testid="avatar-crop-box"
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={endDrag}
              onPointerCancel={endDrag}
              onKeyDown={onKeyDown}
              className="relative origin-top-left cursor-grab touch-none overflow-hidden rounded-xl bg-[#0f0e14] select-none active:cursor-grabbing"
              style={{ width: BOX, height: BOX, transform: k < 1 ? `scale(${k})` : undefined }}
            >
              {loaded && view && size ? (
                <img
                  src={loaded.url}
                  alt=""
                  draggable={false}
                  className="pointer-events-none absolute top-0 left-0 max-w-none origin-top-left"
                  style={{
                    width: size.width * s,
                    height: size.height * s,
                    transform: `translate(${view.x}px, ${view.y}px)`,
                  }}
                />
              ) : null}
              {/* The round guide shows how the avatar will look; the square is what is kept. */}
              <div className="pointer-events-none absolute inset-0 rounded-full shadow-[0_0_0_9999px_rgb(15_14_20/0.5)] ring-2 ring-white/90" />
            </div>
          </div>
          <div className="mt-5 flex items-center gap-3 px-1">
            <ZoomOut className="size-4 shrink-0 text-ink-subtle" aria-hidden="true" />
            <Slider.Root
              min={1}
              max={MAX_ZOOM}
              step={0.01}
              value={[view?.zoom ?? 1]}
              onValueChange={([z]) => update((v, sz) => zoomAround(sz, BOX, v, z))}
              className="relative flex h-5 flex-1 touch-none items-center select-none"
            >
              <Slider.Track className="relative h-1 grow rounded-full bg-line">
                <Slider.Range className="absolute h-full rounded-full bg-brand-500" />
              </Slider.Track>
              <Slider.Thumb
                aria-label={t('account.avatar.zoom')}
                className="block size-4 rounded-full border-2 border-brand-500 bg-white shadow outline-none focus-visible:ring-4 focus-visible:ring-brand-100"
              />
            </Slider.Root>
            <ZoomIn className="size-4 shrink-0 text-ink-subtle" aria-hidden="true" />
          </div>
          <div className="mt-6 flex justify-end gap-2.5">
            <Dialog.Close asChild>
              <Button variant="outline">{t('account.avatar.cancel')}</Button>
            </Dialog.Close>
            <Button loading={busy} disabled={!loaded} onClick={() => void confirm()}>
              {t('account.avatar.apply')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
