import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ClientProgress, estimateLines, type WorkKind } from './workEstimate';

/**
 * The estimate of a wait, counting down each second between the polls that refresh it (a
 * reply's time left holds only at the moment it came): the count restarts from every new reply.
 */
export function useWorkEstimate(kind: WorkKind, progress: ClientProgress | null | undefined) {
  const { t } = useTranslation();
  const remaining = progress?.remainingSeconds ?? null;
  const [since, setSince] = useState(() => ({ remaining, at: Date.now(), now: Date.now() }));
  if (since.remaining !== remaining) {
    const now = Date.now();
    setSince({ remaining, at: now, now });
  }
  useEffect(() => {
    if (remaining === null) return;
    const timer = setInterval(() => setSince((s) => ({ ...s, now: Date.now() })), 1000);
    return () => clearInterval(timer);
  }, [remaining]);
  return {
    ...estimateLines(t, kind, progress, since.now - since.at),
    percent: progress?.percent ?? 0,
  };
}
