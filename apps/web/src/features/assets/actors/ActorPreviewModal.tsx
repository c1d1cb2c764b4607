import { Download, Wand2 } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { focusDialogItself } from '../../../ui/focusDialogItself';
import { formatDate } from '../../../ui/formatDate';
import { MediaModal } from '../../../ui/MediaModal';
import type { LibraryActor } from './actorLibraryApi';
import { fullVideoOf, libraryStateOf } from './actorState';

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
  const go = (step: -1 | 1) => onIndexChange((index + step + count) % count);

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
    <MediaModal
      width={760}
      narrowAt={1000}
      heading={actor.name}
      labels={{
        title: t('assets.actors.preview.title', { name: actor.name }),
        close: t('assets.actors.preview.close'),
        previous: t('assets.actors.preview.previous'),
        next: t('assets.actors.preview.next'),
        position: t('assets.actors.preview.position', { index: index + 1, total: count }),
      }}
      count={count}
      onStep={go}
      onClose={onClose}
      onOpenAutoFocus={focusDialogItself}
      media={
        src ? (
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
        ) : null
      }
      actions={
        <>
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
        </>
      }
    >
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
    </MediaModal>
  );
}
