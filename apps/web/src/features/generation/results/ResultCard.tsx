import clsx from 'clsx';
import { AlertTriangle, Download, Film, LifeBuoy, Play, RotateCcw, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appSettings } from '../../../config';
import { Avatar } from '../../../ui/Avatar';
import { formatDate } from '../../../ui/formatDate';
import { cardPoster } from '../../../ui/posterSources';
import { Spinner } from '../../../ui/Spinner';
import { Tooltip } from '../../../ui/Tooltip';
import { formatPlayerTime } from '../../../ui/videoPlayerKeys';
import { WorkBar, WorkEstimate } from '../../progress/WorkEstimate';
import { cardShapeOf, videoFrameOf } from '../model/videoFrame';
import { canDownload, resultView, type VideoResult } from '../model/videoResult';

function CardAction({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick(): void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip content={label} disabled={disabled}>
      <button
        type="button"
        aria-label={label}
        disabled={disabled}
        onClick={(e) => {
          e.stopPropagation();
          onClick();
        }}
        className="flex size-8 items-center justify-center rounded-lg bg-black/45 text-white backdrop-blur-md max-md:size-10 transition-colors hover:bg-black/65 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-black/45"
      >
        {children}
      </button>
    </Tooltip>
  );
}

/** Result cards are at most 192 px wide; on a phone two share the screen's width. */
const RESULT_CARD_SIZES = '(max-width: 767px) 50vw, 192px';
/** A landscape card spans two columns (and the phone's whole width). */
const WIDE_CARD_SIZES = '(max-width: 767px) 100vw, 404px';

/**
 * A result card in the video's own shape (9:16 by default, landscape over two columns) (creation.md §2, §4): poster, status overlay and the download and remove
 * actions. In progress: a dark overlay with the processing time, actions disabled. Failed: a
 * click generates it again. Unusual: a support link, delete only. Ready: a click plays it.
 */
export function ResultCard({
  video,
  onOpen,
  onRetry,
  onDownload,
  onRemove,
}: {
  video: VideoResult;
  onOpen(): void;
  onRetry(): void;
  onDownload(): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const view = resultView(video);
  const frame = videoFrameOf(video);
  const shape = cardShapeOf(frame.format);
  const sizes = shape.columns === 2 ? WIDE_CARD_SIZES : RESULT_CARD_SIZES;
  // Thumbnails by pixel ratio (creation.md §9); before the video's poster exists, the actor's.
  const picture = video.posterUrl
    ? cardPoster(video.posterUrl, video.posterThumbnails, sizes)
    : cardPoster(video.actor.imageUrl, video.actor.imageThumbnails, sizes);
  const processing = view === 'processing';
  const percent = Math.floor(video.progress?.percent ?? 0);
  const name = video.actor.name;
  // A multi-scene video (issue 27) is still one card and one file; it says how many scenes.
  const sceneCount = video.scenes?.length ?? 0;
  const primary =
    view === 'ready'
      ? { label: t('generation.results.open', { name }), run: onOpen }
      : view === 'failed'
        ? { label: t('generation.results.retryFailed', { name }), run: onRetry }
        : null;

  return (
    <li
      style={{ aspectRatio: shape.aspect }}
      className={clsx(
        shape.columns === 2 && 'col-span-2',
        'group/result relative overflow-hidden rounded-2xl bg-[#1d1b26] shadow-[0_1px_2px_rgb(23_22_31/0.06)] ring-1 ring-black/5 transition-[transform,box-shadow] duration-200 hover:-translate-y-0.5 hover:shadow-[var(--shadow-card)]',
      )}
      data-testid="result-card"
      data-status={view}
      data-video-id={video.id}
      data-format={frame.format}
    >
      {picture ? (
        <img
          {...picture}
          alt=""
          loading="lazy"
          className={clsx(
            'absolute inset-0 size-full object-cover transition-transform duration-300',
            view === 'ready' && 'group-hover/result:scale-[1.03]',
            !video.posterUrl && 'scale-110 blur-[6px]',
          )}
        />
      ) : (
        <span className="absolute inset-0 bg-gradient-to-b from-brand-300 to-brand-700" />
      )}

      {primary ? (
        <button
          type="button"
          aria-label={primary.label}
          onClick={primary.run}
          className="absolute inset-0 z-[1] cursor-pointer outline-none focus-visible:ring-2 focus-visible:ring-brand-300 focus-visible:ring-inset"
        />
      ) : null}

      {view === 'ready' ? (
        <span className="pointer-events-none absolute inset-0 z-[2] flex items-center justify-center opacity-0 transition-opacity group-hover/result:opacity-100">
          <span className="flex size-12 items-center justify-center rounded-full bg-white/90 text-ink shadow-lg">
            <Play className="ml-0.5 size-5 fill-current" aria-hidden="true" />
          </span>
        </span>
      ) : null}

      {processing ? (
        <div className="absolute inset-0 z-[2] flex flex-col items-center justify-center gap-2.5 bg-black/60 px-3 text-center text-white">
          <span className="relative flex size-11 items-center justify-center rounded-full bg-white/10">
            <Spinner className="size-6 text-white" />
          </span>
          <span className="text-[13px] font-semibold">
            {t('generation.results.processing')}
            {percent > 0 ? (
              <span className="ml-1 tabular-nums text-white/80">{percent}%</span>
            ) : null}
          </span>
          <WorkEstimate
            kind="video"
            progress={video.progress}
            className="text-[11.5px] leading-4 text-white/70"
          />
          {/* The render's own progress once it reports some; a sweep while the video waits. */}
          {percent > 0 ? (
            <WorkBar
              percent={percent}
              className="absolute inset-x-0 bottom-0 h-[3px] w-auto rounded-none bg-white/10"
            />
          ) : (
            <span className="absolute inset-x-0 bottom-0 h-[3px] overflow-hidden bg-white/10">
              <span className="generation-sweep block h-full w-1/2 bg-gradient-to-r from-transparent via-brand-300 to-transparent" />
            </span>
          )}
        </div>
      ) : null}

      {view === 'failed' ? (
        <div className="pointer-events-none absolute inset-0 z-[2] flex flex-col items-center justify-center gap-2 bg-black/65 px-3 text-center text-white">
          <span className="flex size-10 items-center justify-center rounded-full bg-danger/90">
            <AlertTriangle className="size-5" aria-hidden="true" />
          </span>
          <span className="text-[13px] font-semibold">{t('generation.results.failed')}</span>
          {video.errorMessage ? (
            <span className="line-clamp-3 text-[11.5px] leading-4 text-white/70">
              {video.errorMessage}
            </span>
          ) : null}
          <span className="mt-1 flex items-center gap-1 rounded-full bg-white/15 px-2.5 py-1 text-[11.5px] font-medium transition-colors group-hover/result:bg-white/25">
            <RotateCcw className="size-3" aria-hidden="true" />
            {t('generation.results.failedRetry')}
          </span>
        </div>
      ) : null}

      {view === 'unusual' ? (
        <div className="absolute inset-0 z-[2] flex flex-col items-center justify-center gap-2 bg-black/70 px-3 text-center text-white">
          <LifeBuoy className="size-6 text-white/80" aria-hidden="true" />
          <span className="text-[12.5px] leading-4 font-medium">
            {t('generation.results.unusual')}
          </span>
          <a
            href={appSettings().supportUrl}
            target="_blank"
            rel="noreferrer"
            className="rounded-full bg-white/15 px-2.5 py-1 text-[11.5px] font-medium underline-offset-2 hover:bg-white/25 hover:underline"
          >
            {t('generation.results.unusualLink')}
          </a>
        </div>
      ) : null}

      <span className="pointer-events-none absolute top-2 left-2 z-[3] flex flex-col items-start gap-1">
        {view === 'ready' && video.duration ? (
          <span className="rounded-md bg-black/50 px-1.5 py-0.5 text-[11px] font-medium text-white tabular-nums backdrop-blur-md">
            {formatPlayerTime(video.duration)}
          </span>
        ) : null}
        {view !== 'unusual' ? (
          <span
            data-testid="format-badge"
            className="rounded-md bg-white/85 px-1.5 py-px text-[10.5px] font-semibold text-ink tabular-nums"
          >
            {t('generation.picture.badge', { format: frame.format, resolution: frame.resolution })}
          </span>
        ) : null}
        {view !== 'unusual' && sceneCount > 1 ? (
          <span
            data-testid="scene-badge"
            className="flex items-center gap-1 rounded-md bg-white/85 px-1.5 py-px text-[10.5px] font-semibold text-ink tabular-nums"
          >
            <Film className="size-3" aria-hidden="true" />
            {t('generation.scenes.count', { count: sceneCount })}
          </span>
        ) : null}
      </span>

      <div
        className={clsx(
          // Touch screens have no hover: on a phone the actions always show.
          'absolute top-2 right-2 z-[3] flex flex-col gap-1.5 transition-opacity max-md:opacity-100',
          processing
            ? 'opacity-100'
            : 'opacity-0 group-focus-within/result:opacity-100 group-hover/result:opacity-100',
        )}
      >
        {view !== 'unusual' ? (
          <CardAction
            label={t('generation.results.download')}
            onClick={onDownload}
            disabled={processing || !canDownload(video)}
          >
            <Download className="size-4" aria-hidden="true" />
          </CardAction>
        ) : null}
        <CardAction label={t('generation.results.remove')} onClick={onRemove} disabled={processing}>
          <Trash2 className="size-4" aria-hidden="true" />
        </CardAction>
      </div>

      {view !== 'unusual' ? (
        <div className="pointer-events-none absolute inset-x-0 bottom-0 z-[3] flex items-center gap-2 bg-gradient-to-t from-black/75 to-transparent px-2.5 pt-8 pb-2.5 text-white">
          <Avatar
            name={name}
            src={video.actor.imageUrl}
            thumbnails={video.actor.imageThumbnails}
            size={22}
            className="ring-1 ring-white/60"
          />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-[12.5px] leading-4 font-semibold">{name}</span>
            <span className="block truncate text-[11px] leading-4 text-white/70 tabular-nums">
              {video.createdAt ? formatDate(video.createdAt) : ''}
            </span>
          </span>
        </div>
      ) : null}
    </li>
  );
}
