import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, Download, Wand2, X } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { VideoPlayer } from '../../../ui/VideoPlayer';
import { canDownload, type VideoResult } from '../model/videoResult';
import { VideoDetails } from './VideoDetails';

const navButton =
  'absolute top-1/2 z-10 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-ink shadow-[var(--shadow-pop)] transition-[transform,background-color] hover:scale-105 hover:bg-white';

/**
 * The play modal (creation.md §2): up to 1055x600, a 9:16 player, previous and next when more
 * than one video can be played (wrapping around), and a side panel with the details, Remix
 * and Download.
 */
export function PlayModal({
  videos,
  index,
  onIndexChange,
  onClose,
  onRemix,
  onDownload,
}: {
  videos: VideoResult[];
  index: number;
  onIndexChange(index: number): void;
  onClose(): void;
  onRemix(video: VideoResult): void;
  onDownload(video: VideoResult): void;
}) {
  const { t } = useTranslation();
  const playerBox = useRef<HTMLDivElement>(null);
  const video = videos[index];
  if (!video) return null;
  const many = videos.length > 1;
  const go = (step: number) => onIndexChange((index + step + videos.length) % videos.length);
  const src = video.videoUrl || video.compressedVideoUrl || '';

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-[#0c0b12]/70 backdrop-blur-[3px] animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(e) => {
            // The player takes the keys (Space, M, F, arrows) from the start.
            e.preventDefault();
            playerBox.current?.querySelector<HTMLElement>('[role="group"]')?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 flex h-[min(600px,calc(100vh-48px))] w-[min(1055px,calc(100vw-48px))] -translate-x-1/2 -translate-y-1/2 rounded-[20px] bg-white shadow-[0_30px_80px_-20px_rgb(0_0_0/0.5)] outline-none animate-fade-in"
        >
          <Dialog.Title className="sr-only">
            {t('generation.play.title', { name: video.actor.name })}
          </Dialog.Title>
          <div
            ref={playerBox}
            className="aspect-[9/16] h-full shrink-0 overflow-hidden rounded-l-[20px] bg-black"
          >
            <VideoPlayer
              key={video.id}
              src={src}
              poster={video.posterUrl}
              autoPlay
              label={t('generation.play.title', { name: video.actor.name })}
              className="size-full"
            />
          </div>
          <div className="flex min-w-0 flex-1 flex-col">
            <div className="flex items-start justify-between gap-3 border-b border-line px-6 pt-5 pb-4">
              <div className="min-w-0">
                <p className="truncate text-[17px] font-semibold tracking-[-0.01em] text-ink">
                  {video.actor.name}
                </p>
                {many ? (
                  <p className="mt-0.5 text-[12.5px] text-ink-subtle tabular-nums">
                    {t('generation.play.position', { index: index + 1, total: videos.length })}
                  </p>
                ) : null}
              </div>
              <Dialog.Close
                aria-label={t('generation.play.close')}
                className="-mr-2 flex size-8 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:bg-canvas hover:text-ink"
              >
                <X className="size-4" aria-hidden="true" />
              </Dialog.Close>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">
              <VideoDetails video={video} />
            </div>
            <div className="flex gap-2.5 border-t border-line px-6 py-4">
              <Button
                variant="outline"
                block
                onClick={() => onRemix(video)}
                icon={<Wand2 className="size-4" aria-hidden="true" />}
              >
                {t('generation.play.remix')}
              </Button>
              <Button
                block
                disabled={!canDownload(video)}
                onClick={() => onDownload(video)}
                icon={<Download className="size-4" aria-hidden="true" />}
              >
                {t('generation.play.download')}
              </Button>
            </div>
          </div>
          {many ? (
            <>
              <button
                type="button"
                aria-label={t('generation.play.previous')}
                onClick={() => go(-1)}
                className={`${navButton} -left-16 max-[1200px]:left-3`}
              >
                <ChevronLeft className="size-5" aria-hidden="true" />
              </button>
              <button
                type="button"
                aria-label={t('generation.play.next')}
                onClick={() => go(1)}
                className={`${navButton} -right-16 max-[1200px]:right-3`}
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
