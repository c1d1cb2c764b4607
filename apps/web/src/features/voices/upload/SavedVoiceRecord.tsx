import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyableText } from '../../../ui/CopyableText';
import { formatDate } from '../../../ui/formatDate';
import { useSavedVoiceRecord } from './useSavedVoiceRecord';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center justify-between gap-3 py-1">
      <dt className="shrink-0 text-[12px] text-ink-muted">{label}</dt>
      <dd className="flex min-w-0 justify-end text-[12.5px] font-medium text-ink">{children}</dd>
    </div>
  );
}

/**
 * The saved voice's record after a clone or a match (creation.md §3): its name, provider, ids
 * and time, the ids with copy buttons (agents paste voice ids by hand). Its space is held
 * while it loads, so the dialog does not grow once more when it arrives.
 */
export function SavedVoiceRecord({ id }: { id: string }) {
  const { t } = useTranslation();
  const record = useSavedVoiceRecord(id).data;
  // Arriving under the clone status, at the foot of a scrolling body: brought into view.
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    if (record) box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [record]);
  return (
    <section
      ref={box}
      aria-label={t('voices.upload.record.title')}
      aria-busy={!record}
      className="rounded-xl border border-line px-3.5 py-2"
    >
      {record ? (
        <dl className="divide-y divide-line/70">
          <Field label={t('voices.upload.record.name')}>
            <span className="truncate">{record.name}</span>
          </Field>
          <Field label={t('voices.upload.record.provider')}>
            {t(`voices.upload.provider.${record.provider}.name`, {
              defaultValue: record.provider,
            })}
          </Field>
          <Field label={t('voices.upload.record.id')}>
            <CopyableText text={record.id} className="font-mono text-[12px]" />
          </Field>
          <Field label={t('voices.upload.record.voiceTtsId')}>
            <CopyableText text={record.voiceTtsId} className="font-mono text-[12px]" />
          </Field>
          <Field label={t('voices.upload.record.createdAt')}>
            <time dateTime={record.createdAt} className="tabular-nums">
              {formatDate(record.createdAt)}
            </time>
          </Field>
        </dl>
      ) : (
        <div
          aria-hidden="true"
          className="flex flex-col gap-3.5 py-2"
          data-testid="record-skeleton"
        >
          {[0.4, 0.3, 0.6, 0.6, 0.35].map((w, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <span key={i} className="flex justify-between">
              <span className="h-3 w-16 animate-pulse rounded bg-[#efeef5]" />
              <span
                className="h-3 animate-pulse rounded bg-[#efeef5]"
                style={{ width: `${w * 100}%` }}
              />
            </span>
          ))}
        </div>
      )}
    </section>
  );
}
