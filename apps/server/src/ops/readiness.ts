import { sql } from 'kysely';
import type { AppContext } from '../app-context';

/** What a process needs to serve calls; each is checked on every /readyz. */
export const READINESS_CHECKS = ['database', 'queue', 'storage'] as const;
export type ReadinessCheck = (typeof READINESS_CHECKS)[number];
export type CheckResult = 'ok' | 'failed' | 'timeout';

/** A balancer polls every few seconds: a dependency slower than this counts as down. */
export const READINESS_TIMEOUT_MS = 2_000;

export interface Readiness {
  ready: boolean;
  checks: Record<ReadinessCheck, CheckResult>;
}

/**
 * Checks the database, the job queue and the object store at once, each bounded in time, so
 * one hung dependency can neither hang the probe nor hide the state of the others.
 */
export async function checkReadiness(
  ctx: Pick<AppContext, 'db' | 'queue' | 'storage' | 'log'>,
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<Readiness> {
  const probes: Record<ReadinessCheck, () => Promise<unknown>> = {
    database: () => sql`select 1`.execute(ctx.db),
    queue: () => ctx.queue.ping(),
    storage: () => ctx.storage.ping(),
  };
  const results = await Promise.all(
    READINESS_CHECKS.map(async (name) => {
      const result = await bounded(probes[name], timeoutMs).catch((err: unknown) => {
        // The reason stays in the log: the probe is unauthenticated and answers only which one.
        ctx.log.warn({ err, check: name }, 'readiness check failed');
        return 'failed' as const;
      });
      if (result === 'timeout')
        ctx.log.warn({ check: name, timeoutMs }, 'readiness check timed out');
      return [name, result] as const;
    }),
  );
  const checks = Object.fromEntries(results) as Record<ReadinessCheck, CheckResult>;
  return { ready: results.every(([, r]) => r === 'ok'), checks };
}

async function bounded(probe: () => Promise<unknown>, timeoutMs: number): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    return await Promise.race([probe().then(() => 'ok' as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
