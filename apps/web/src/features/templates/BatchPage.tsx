import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, Pause, Play, RotateCcw, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { saveBlob } from '../../api/download';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Spinner } from '../../ui/Spinner';
import { downloadBatchZip } from './downloadBatchZip';
import { rowErrorText } from './rowProblemText';
import { type Batch, batchDetail, batchKey, batchResults, steerBatch } from './templatesApi';

const STATUS_TONE: Record<string, string> = {
  done: 'bg-emerald-50 text-emerald-700',
  rendering: 'bg-brand-50 text-brand-700',
  waiting: 'bg-canvas text-ink-muted',
  failed: 'bg-red-50 text-red-700',
  skipped: 'bg-amber-50 text-amber-700',
  cancelled: 'bg-canvas text-ink-subtle',
};

/** A personalised batch (issue 28): its progress, each row's state and video, and its controls. */
export function BatchPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: batchKey(id),
    queryFn: () => batchDetail(id),
    refetchInterval: (q) => (q.state.data?.status === 'running' ? 2_000 : false),
  });
  const steer = useMutation({
    mutationFn: (action: 'pause' | 'resume' | 'cancel' | 'retry') => steerBatch(id, action),
    onSuccess: (batch) => client.setQueryData(batchKey(id), batch),
  });
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [playing, setPlaying] = useState<number | null>(null);
  const [zipping, setZipping] = useState(false);
  const batch = query.data;
  if (!batch) return <Spinner />;
  const c = batch.counts;
  const total = batch.rows.length;
  const ended = c.done + c.failed + c.skipped + c.cancelled;
  const percent = total ? Math.round((100 * ended) / total) : 0;
  const results = async () => {
    const r = await batchResults(id);
    saveBlob(new Blob([r.csv], { type: 'text/csv' }), r.fileName);
  };
  return (
    <div className="h-full overflow-y-auto px-8 py-6 max-md:px-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-[20px] font-semibold text-ink">{batch.name}</h1>
          <p className="text-[13px] text-ink-muted">{t(`templates.status.${batch.status}`)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {batch.status === 'running' && (
            <Button
              variant="outline"
              size="sm"
              icon={<Pause className="size-4" />}
              onClick={() => steer.mutate('pause')}
            >
              {t('templates.run.pause')}
            </Button>
          )}
          {batch.status === 'paused' && (
            <Button
              variant="outline"
              size="sm"
              icon={<Play className="size-4" />}
              onClick={() => steer.mutate('resume')}
            >
              {t('templates.run.resume')}
            </Button>
          )}
          {(batch.status === 'running' || batch.status === 'paused') && (
            <Button
              variant="outline"
              size="sm"
              icon={<X className="size-4" />}
              onClick={() => setConfirmCancel(true)}
            >
              {t('templates.run.cancel')}
            </Button>
          )}
          {c.failed > 0 && batch.status !== 'cancelled' && (
            <Button
              variant="outline"
              size="sm"
              icon={<RotateCcw className="size-4" />}
              onClick={() => steer.mutate('retry')}
            >
              {t('templates.run.retry', { count: c.failed })}
            </Button>
          )}
          <Button
            variant="outline"
            size="sm"
            icon={<Download className="size-4" />}
            onClick={() => void results()}
          >
            {t('templates.run.results')}
          </Button>
          <Button
            size="sm"
            icon={<Download className="size-4" />}
            loading={zipping}
            disabled={c.done === 0}
            onClick={async () => {
              setZipping(true);
              try {
                await downloadBatchZip(batch, await batchResults(id));
              } finally {
                setZipping(false);
              }
            }}
          >
            {t('templates.run.zip')}
          </Button>
        </div>
      </div>

      <div className="mt-5">
        <div
          role="progressbar"
          aria-label={t('templates.run.progress')}
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
          className="h-2 overflow-hidden rounded-full bg-canvas"
        >
          <div
            className="h-full rounded-full bg-brand-500 transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="mt-2 flex flex-wrap gap-x-4 text-[13px] text-ink-muted">
          {(['done', 'rendering', 'waiting', 'failed', 'skipped', 'cancelled'] as const).map(
            (k) => (
              <span key={k}>{t(`templates.count_${k}`, { count: c[k] })}</span>
            ),
          )}
        </p>
      </div>

      <table className="mt-5 w-full text-left text-[14px]">
        <thead className="text-[12px] text-ink-subtle">
          <tr>
            <th className="py-1 pr-3 font-medium whitespace-nowrap">{t('templates.batch.row')}</th>
            <th className="py-1 pr-3 font-medium">{t('templates.run.videoName')}</th>
            <th className="py-1 pr-3 font-medium whitespace-nowrap">{t('templates.run.state')}</th>
            <th className="py-1 font-medium" />
          </tr>
        </thead>
        <tbody>
          {batch.rows.map((row) => (
            <RowLine
              key={row.index}
              row={row}
              columns={batch.columns}
              open={playing === row.index}
              onPlay={() => setPlaying(playing === row.index ? null : row.index)}
            />
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        onConfirm={() => steer.mutate('cancel')}
        title={t('templates.run.cancelTitle')}
        description={t('templates.run.cancelText')}
        confirmLabel={t('templates.run.cancel')}
      />
    </div>
  );
}

function RowLine({
  row,
  columns,
  open,
  onPlay,
}: {
  row: Batch['rows'][number];
  columns: string[];
  open: boolean;
  onPlay(): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <tr className="border-t border-line align-top">
        <td className="py-2 pr-3 tabular-nums text-ink-muted">{row.index}</td>
        <td className="w-full max-w-0 py-2 pr-3 break-words text-ink">
          {row.name}
          <RowValues index={row.index} columns={columns} cells={row.cells} />
          {row.error && (
            <p className="mt-1 text-[12px] text-red-700">{rowErrorText(row.error, t)}</p>
          )}
        </td>
        <td className="py-2 pr-3">
          {/* The video column takes the room left (its values and error too); a state keeps
              its word whole rather than a character a line. */}
          <span
            className={`rounded-md px-1.5 py-0.5 text-[12px] whitespace-nowrap ${STATUS_TONE[row.status]}`}
          >
            {t(`templates.rowStatus.${row.status}`)}
          </span>
        </td>
        <td className="py-2 text-right">
          {row.videoUrl && (
            <Button size="sm" variant="ghost" icon={<Play className="size-4" />} onClick={onPlay}>
              {t('templates.run.play', { name: row.name })}
            </Button>
          )}
        </td>
      </tr>
      {open && row.videoUrl && (
        <tr>
          <td colSpan={4} className="pb-3">
            {/* biome-ignore lint/a11y/useMediaCaption: the captions are the video's own SRT, served apart. */}
            <video
              aria-label={row.name}
              src={row.videoUrl}
              poster={row.posterUrl ?? undefined}
              controls
              autoPlay
              className="max-h-[60vh] rounded-xl bg-black"
            />
          </td>
        </tr>
      )}
    </>
  );
}

/** The row's input values, each under its column's name as the sheet wrote it. */
function RowValues({
  index,
  columns,
  cells,
}: {
  index: number;
  columns: string[];
  cells: string[];
}) {
  const { t } = useTranslation();
  if (!columns.length) return null;
  return (
    <dl
      aria-label={t('templates.run.values', { row: index })}
      className="mt-0.5 flex flex-wrap gap-x-3 gap-y-0.5 text-[12px] leading-5"
    >
      {columns.map((column, i) => (
        <div key={column} className="flex min-w-0 max-w-full gap-1">
          <dt className="max-w-48 shrink-0 truncate text-ink-subtle">{column}</dt>
          <dd className="min-w-0 truncate text-ink-muted" title={cells[i]}>
            {cells[i] || '—'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
