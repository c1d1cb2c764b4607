import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { checkReadiness } from './readiness';

/** Paths outside the API that operators and balancers call; never the web app's page. */
export const OPERATOR_PATHS = ['/healthz', '/readyz', '/metrics'] as const;

/**
 * `/healthz`: the process is up and its event loop answers (a liveness probe: restart on failure).
 * `/readyz`: it can serve calls, its database, queue and storage reachable (a readiness probe:
 * send no traffic while it fails). Both unauthenticated, and kept out of the info log, since
 * balancers call them every few seconds.
 */
export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/healthz', { logLevel: 'warn' }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', uptime_s: Math.round(process.uptime()) };
  });

  app.get('/readyz', { logLevel: 'warn' }, async (_req, reply) => {
    const { ready, checks } = await checkReadiness(ctx);
    const failed = Object.entries(checks)
      .filter(([, result]) => result !== 'ok')
      .map(([name]) => name);
    reply.header('cache-control', 'no-store');
    if (ready) return { status: 'ready', checks };
    return reply.status(503).send({ status: 'unavailable', failed, checks });
  });
}
