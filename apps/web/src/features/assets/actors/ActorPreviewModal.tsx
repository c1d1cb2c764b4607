import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, Download, Wand2, X } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { formatDate } from '../../../ui/formatDate';
import type { LibraryActor } from './actorLibraryApi';
import { fullVideoOf, libraryStateOf } from './actorState';

const navButton =
  'absolute top-1/2 z-10 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-ink shadow-[var(--shadow-pop)] transition-[transform,background-color] hover:scale-105 hover:bg-white';

/**
 * The library's preview modal (creation.md §2): the 9:16 video, which starts once it can play
 * through; a side panel with name, voice and creation time, Download and Apply (only when the
 * actor is ready). Left and right arrows and the buttons wrap around; Escape closes.
 */
export function ActorPreviewModal({
  actors,
  index,
  onIndexChange,
  onClose,
  onApply,
  onDownload,
}: {
  actors: LibraryActor[];
  index: number;
  onIndexChange(index: number): void;
  onClose(): void;
  onApply(actor: LibraryActor): void;
  onDownload(actor: LibraryActor): void;
}) {
  const { t } = useTranslation();
  const actor = actors[index];
  const count = actors.length;
  const go = (step: number) => onIndexChange((index + step + count) % count);

  useEffect(() => {
    if (count < 2) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') onIndexChange((index - 1 + count) % count);
      if (e.key === 'ArrowRight') onIndexChange((index + 1) % count);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [count, index, onIndexChange]);

  if (!actor) return null;
  const ready = libraryStateOf(actor) === 'ready';
  const src = fullVideoOf(actor);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-[#0c0b12]/70 backdrop-blur-[3px] animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(e) => e.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 flex h-[min(600px,calc(100vh-48px))] w-[min(760px,calc(100vw-48px))] -translate-x-1/2 -translate-y-1/2 rounded-[20px] bg-white shadow-[0_30px_80px_-20px_rgb(0_0_0/0.5)] outline-none animate-fade-in"
        >
          <Dialog.Title className="sr-only">
            {t('assets.actors.preview.title', { name: actor.name })}
          </Dialog.Title>
          <div className="aspect-[9/16] h-full shrink-0 overflow-hidden rounded-l-[20px] bg-black">
            {src ? (
              // biome-ignore lint/a11y/useMediaCaption: an actor's idle video has no speech to caption
              <video
                key={actor.id}
                data-testid="actor-preview-video"
                src={src}
                poster={actor.imageUrl ?? undefined}
                controls
                loop
                playsInline
                preload="auto"
                onCanPlayThrough={(e) => {
                  // Autoplay may be refused without a gesture; the controls stay for a manual start.
                  e.currentTarget.play().catch(() => {
                    console.info('[actors] preview autoplay blocked');
                  });
                }}
                className="size-full object-cover"
              />
            ) : actor.imageUrl ? (
              <img src={actor.imageUrl} alt="" className="size-full object-cover" />
            ) : null}
          </div>
          <div className="flex min-w-0 flex-1 flex-col">
            <div className="flex items-start justify-between gap-3 border-b border-line px-6 pt-5 pb-4">
              <div className="min-w-0">
                <p className="truncate text-[17px] font-semibold tracking-[-0.01em] text-ink">
                  {actor.name}
                </p>
                {count > 1 ? (
                  <p className="mt-0.5 text-[12.5px] text-ink-subtle tabular-nums">
                    {t('assets.actors.preview.position', { index: index + 1, total: count })}
                  </p>
                ) : null}
              </div>
              <Dialog.Close
                aria-label={t('assets.actors.preview.close')}
                className="-mr-2 flex size-8 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:bg-canvas hover:text-ink"
              >
                <X className="size-4" aria-hidden="true" />
              </Dialog.Close>
            </div>
            <dl className="min-h-0 flex-1 space-y-4 overflow-y-auto px-6 py-5 text-[13.5px]">
              <div>
                <dt className="text-[12px] font-medium text-ink-subtle">
                  {t('assets.actors.preview.name')}
                </dt>
                <dd className="mt-0.5 text-ink">{actor.name}</dd>
              </div>
              <div>
                <dt className="text-[12px] font-medium text-ink-subtle">
                  {t('assets.actors.preview.voice')}
                </dt>
                <dd className="mt-0.5 text-ink">
                  {actor.defaultAudio?.name || t('assets.actors.preview.noVoice')}
                </dd>
              </div>
              <div>
                <dt className="text-[12px] font-medium text-ink-subtle">
                  {t('assets.actors.preview.created')}
                </dt>
                <dd className="mt-0.5 text-ink tabular-nums">{formatDate(actor.createdAt)}</dd>
              </div>
            </dl>
            <div className="flex gap-2.5 border-t border-line px-6 py-4">
              <Button
                variant="outline"
                block
                disabled={!ready || !actor.fullActorDefaultVideoUrl}
                onClick={() => onDownload(actor)}
                icon={<Download className="size-4" aria-hidden="true" />}
              >
                {t('assets.actors.preview.download')}
              </Button>
              <Button
                block
                disabled={!ready}
                onClick={() => onApply(actor)}
                icon={<Wand2 className="size-4" aria-hidden="true" />}
              >
                {t('assets.actors.apply')}
              </Button>
            </div>
          </div>
          {count > 1 ? (
            <>
              <button
                type="button"
                aria-label={t('assets.actors.preview.previous')}
                onClick={() => go(-1)}
                className={`${navButton} -left-16 max-[1000px]:left-3`}
              >
                <ChevronLeft className="size-5" aria-hidden="true" />
              </button>
              <button
                type="button"
                aria-label={t('assets.actors.preview.next')}
                onClick={() => go(1)}
                className={`${navButton} -right-16 max-[1000px]:right-3`}
              >
                <ChevronRight className="size-5" aria-hidden="true" />
              </button>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
