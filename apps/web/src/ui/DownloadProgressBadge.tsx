import clsx from 'clsx';
import { AlertTriangle, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type DownloadTask, useDownloadTasks } from './downloadTasks';
import { Tooltip } from './Tooltip';

const SIZE = 52;
const STROKE = 4;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The task the badge speaks for: the first still running, else the latest finished. */
const leadTask = (tasks: DownloadTask[]) =>
  tasks.find((t) => t.status === 'progress') ?? tasks[tasks.length - 1];

/**
 * The circular download progress badge at the bottom right (core.md §2 shared UI). It shows
 * the running downloads' progress; hovering lists each task. Mount it once for the whole app.
 */
export function DownloadProgressBadge() {
  const { t } = useTranslation();
  const tasks = useDownloadTasks((s) => s.tasks);
  const lead = leadTask(tasks);
  if (!lead) return null;
  const running = tasks.filter((x) => x.status === 'progress');
  const progress = running.length
    ? Math.round(running.reduce((sum, x) => sum + x.progress, 0) / running.length)
    : lead.progress;
  const status = running.length ? 'progress' : lead.status;
  const label =
    status === 'progress'
      ? t('ui.download.progress', { name: lead.name, progress })
      : status === 'done'
        ? t('ui.download.done', { name: lead.name })
        : t('ui.download.failed', { name: lead.name });

  return (
    <div className="fixed right-6 bottom-24 z-40 animate-fade-in">
      <Tooltip
        side="left"
        content={
          <ul className="flex flex-col gap-0.5">
            {tasks.map((task) => (
              <li key={task.id} className="flex justify-between gap-4">
                <span className="max-w-[180px] truncate">{task.name}</span>
                <span className="tabular-nums opacity-80">
                  {task.status === 'error' ? t('ui.download.error') : `${task.progress}%`}
                </span>
              </li>
            ))}
          </ul>
        }
      >
        <div
          role="status"
          aria-label={label}
          data-testid="download-progress"
          data-progress={progress}
          data-status={status}
          className="relative flex items-center justify-center rounded-full bg-white shadow-[var(--shadow-pop)]"
          style={{ width: SIZE, height: SIZE }}
        >
          <svg
            width={SIZE}
            height={SIZE}
            className="absolute inset-0 -rotate-90"
            aria-hidden="true"
          >
            <circle
              cx={SIZE / 2}
              cy={SIZE / 2}
              r={RADIUS}
              fill="none"
              stroke="var(--color-line)"
              strokeWidth={STROKE}
            />
            <circle
              cx={SIZE / 2}
              cy={SIZE / 2}
              r={RADIUS}
              fill="none"
              strokeWidth={STROKE}
              strokeLinecap="round"
              className={clsx(
                'transition-[stroke-dashoffset] duration-150 ease-out',
                status === 'error'
                  ? 'stroke-danger'
                  : status === 'done'
                    ? 'stroke-success'
                    : 'stroke-brand-500',
              )}
              strokeDasharray={CIRCUMFERENCE}
              strokeDashoffset={CIRCUMFERENCE * (1 - progress / 100)}
            />
          </svg>
          {status === 'done' ? (
            <Check className="size-5 text-success" strokeWidth={2.5} aria-hidden="true" />
          ) : status === 'error' ? (
            <AlertTriangle className="size-5 text-danger" aria-hidden="true" />
          ) : (
            <span className="text-[12px] font-semibold tabular-nums text-ink">{progress}%</span>
          )}
          {tasks.length > 1 ? (
            <span className="absolute -top-1 -right-1 flex size-5 items-center justify-center rounded-full bg-brand-500 text-[11px] font-semibold text-white ring-2 ring-white">
              {tasks.length}
            </span>
          ) : null}
        </div>
      </Tooltip>
    </div>
  );
}
