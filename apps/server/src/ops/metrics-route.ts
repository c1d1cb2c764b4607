import { createHash, timingSafeEqual } from 'node:crypto';
import { Code } from '@talkreel/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { createAppMetrics } from './app-metrics';
import { METRICS_CONTENT_TYPE, processMetrics } from './metrics';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Compares a presented bearer token with METRICS_TOKEN in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Times every request by its route pattern (`/api/v1/video/:id`, never the raw address, so
 * ids do not explode the series) and serves Prometheus text at `/metrics`: open when
 * METRICS_TOKEN is unset (a private network), else only to `Authorization: Bearer <token>`.
 */
export function registerMetrics(app: FastifyInstance, ctx: AppContext) {
  const { registry, httpDuration } = createAppMetrics(ctx);

  // Each series' child is looked up once: prom-client would otherwise hash the labels anew on
  // every request. Bounded by routes × methods × statuses.
  const series = new Map<string, ReturnType<typeof httpDuration.labels>>();
  app.addHook('onResponse', (req, reply, done) => {
    // Paths no route matched (404s) share one series, whatever was asked.
    const route = req.routeOptions.url ?? 'unmatched';
    const key = `${req.method} ${reply.statusCode} ${route}`;
    let child = series.get(key);
    if (!child) {
      child = httpDuration.labels({ method: req.method, route, status: String(reply.statusCode) });
      series.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', { logLevel: 'warn' }, async (req, reply) => {
    const token = ctx.config.metricsToken;
    if (token && !bearerMatches(req.headers.authorization, token)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({
        code: Code.SIGN_IN_REQUIRED,
        message: 'Metrics need the bearer token',
        data: null,
      });
    }
    const text = (await processMetrics.metrics()) + (await registry.metrics());
    return reply.type(METRICS_CONTENT_TYPE).header('cache-control', 'no-store').send(text);
  });
}
