import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppContext } from '../app-context';
import { METRICS_CONTENT_TYPE, processMetrics } from './metrics';
import { bearerMatches } from './metrics-route';
import { checkReadiness } from './readiness';

/**
 * A separate worker (`npm run worker`) serves no API, yet its job durations, running jobs and
 * speech cache counts live only in its own process: with WORKER_METRICS_PORT set it answers
 * `/metrics` (METRICS_TOKEN applies), `/healthz` and `/readyz` there. Returns the port, or
 * null when the variable is unset.
 */
export async function serveWorkerMetrics(
  ctx: AppContext,
  port = ctx.config.workerMetricsPort,
): Promise<{ port: number; close(): Promise<void> } | null> {
  if (port === undefined) return null;
  const server = http.createServer((req, res) => {
    const send = (status: number, type: string, body: string) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(body);
    };
    const json = (status: number, body: unknown) =>
      send(status, 'application/json; charset=utf-8', JSON.stringify(body));
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET') return json(405, { status: 'method not allowed' });
    if (path === '/healthz') return json(200, { status: 'ok' });
    if (path === '/readyz') {
      void checkReadiness(ctx).then(({ ready, checks }) =>
        json(ready ? 200 : 503, { status: ready ? 'ready' : 'unavailable', checks }),
      );
      return;
    }
    if (path !== '/metrics') return json(404, { status: 'not found' });
    const token = ctx.config.metricsToken;
    if (token && !bearerMatches(req.headers.authorization, token))
      return json(401, { status: 'bearer token required' });
    void processMetrics.metrics().then(
      (text) => send(200, METRICS_CONTENT_TYPE, text),
      () => json(500, { status: 'metrics failed' }),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, ctx.config.host, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
