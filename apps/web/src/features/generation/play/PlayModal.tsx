import { Download, Wand2 } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { MediaModal } from '../../../ui/MediaModal';
import { VideoPlayer } from '../../../ui/VideoPlayer';
import { videoFrameOf } from '../model/videoFrame';
import { canDownload, type VideoResult } from '../model/videoResult';
import { VideoDetails } from './VideoDetails';

/**
 * The play modal (creation.md §2): up to 1055x600, a player column in the video's own shape (9:16
 * as the spec draws it; a 16:9 video gets a wide column), previous and next when more
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
  const src = video.videoUrl || video.compressedVideoUrl || '';
  const title = t('generation.play.title', { name: video.actor.name });
  const frame = videoFrameOf(video);
  // Upright and square videos get a column of their own shape; a wide one shows over its poster.
  const tall = frame.width <= frame.height;

  return (
    <MediaModal
      width={1055}
      narrowAt={1200}
      mediaAspect={frame.width / frame.height}
      heading={video.actor.name}
      labels={{
        title,
        close: t('generation.play.close'),
        previous: t('generation.play.previous'),
        next: t('generation.play.next'),
        position: t('generation.play.position', { index: index + 1, total: videos.length }),
      }}
      count={videos.length}
      onStep={(step) => onIndexChange((index + step + videos.length) % videos.length)}
      onClose={onClose}
      mediaRef={playerBox}
      onOpenAutoFocus={(e) => {
        // The player takes the keys (Space, M, F, arrows) from the start.
        e.preventDefault();
        playerBox.current?.querySelector<HTMLElement>('[role="group"]')?.focus();
      }}
      media={
        <span className="relative block size-full" data-format={frame.format}>
          {/* The column takes the video's shape; where the box cannot (a wide video's top and
              bottom, a phone's screen), it shows whole over its own blurred poster. */}
          {tall || !video.posterUrl ? null : (
            <img
              src={video.posterUrl}
              alt=""
              className="absolute inset-0 size-full scale-125 object-cover opacity-70 blur-2xl"
            />
          )}
          <VideoPlayer
            key={video.id}
            src={src}
            poster={video.posterUrl}
            autoPlay
            label={title}
            className={tall ? 'size-full' : 'size-full bg-transparent!'}
          />
        </span>
      }
      actions={
        <>
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
        </>
      }
    >
      <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">
        <VideoDetails video={video} />
      </div>
    </MediaModal>
  );
}
