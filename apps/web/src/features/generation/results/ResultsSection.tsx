import { RefreshCw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import type { VideoResult } from '../model/videoResult';
import { JourneyEmptyState } from './JourneyEmptyState';
import { ResultCard } from './ResultCard';

/** Result cards are 120 to 192 px wide with a 20 px gap (creation.md §2, §9). */
// Two columns on a phone: the 192 px cap would leave room for one card there.
export const RESULTS_GRID =
  'grid grid-cols-[repeat(auto-fill,minmax(120px,192px))] items-start gap-5 max-md:grid-cols-2';

const SKELETONS = 5;

/** The results of the project: skeletons, the animated empty state, or the grid of cards. */
export function ResultsSection({
  results,
  loaded,
  failed,
  onRetryLoad,
  onOpen,
  onRetry,
  onDownload,
  onRemove,
}: {
  results: VideoResult[];
  loaded: boolean;
  failed: boolean;
  onRetryLoad(): void;
  onOpen(video: VideoResult): void;
  onRetry(video: VideoResult): void;
  onDownload(video: VideoResult): void;
  onRemove(video: VideoResult): void;
}) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<VideoResult | null>(null);

  let body: ReactNode;
  if (results.length) {
    body = (
      <ul aria-label={t('generation.results.title')} className={RESULTS_GRID}>
        {results.map((video) => (
          <ResultCard
            key={video.id}
            video={video}
            onOpen={() => onOpen(video)}
            onRetry={() => onRetry(video)}
            onDownload={() => onDownload(video)}
            onRemove={() => setRemoving(video)}
          />
        ))}
      </ul>
    );
  } else if (failed) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-line px-6 py-12 text-center">
        <p className="text-[14px] text-ink-muted">{t('generation.results.loadFailed')}</p>
        <Button
          variant="outline"
          size="sm"
          onClick={onRetryLoad}
          icon={<RefreshCw className="size-3.5" aria-hidden="true" />}
        >
          {t('generation.results.retry')}
        </Button>
      </div>
    );
  } else if (!loaded) {
    body = (
      <ul className={RESULTS_GRID} aria-busy="true">
        {Array.from({ length: SKELETONS }, (_, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
            key={i}
            className="generation-shimmer aspect-[9/16] rounded-2xl bg-canvas"
          />
        ))}
      </ul>
    );
  } else {
    body = <JourneyEmptyState />;
  }

  return (
    <section className="mt-8" aria-labelledby="generation-results-title">
      {results.length ? (
        <div className="mb-4 flex items-baseline gap-2.5">
          <h2 id="generation-results-title" className="text-[15px] font-semibold text-ink">
            {t('generation.results.title')}
          </h2>
          <span className="text-[13px] text-ink-subtle tabular-nums">
            {t('generation.results.count', { count: results.length })}
          </span>
        </div>
      ) : (
        <h2 id="generation-results-title" className="sr-only">
          {t('generation.results.title')}
        </h2>
      )}
      {body}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        onConfirm={() => removing && onRemove(removing)}
        title={t('generation.results.removeTitle')}
        description={t('generation.results.removeText')}
        confirmLabel={t('generation.results.remove')}
      />
    </section>
  );
}
