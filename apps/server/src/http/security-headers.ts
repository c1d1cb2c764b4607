import { HSTS_MAX_AGE_S } from '@talkreel/contract';
import type { FastifyInstance } from 'fastify';
import type { StorageConfig } from '../config';

/**
 * Where a browser fetches S3 media from: the presigned links' origin. With an endpoint, path
 * style keeps the endpoint's host and virtual-host style prefixes the bucket; without one, AWS
 * (either style, since the SDK falls back to path style for bucket names unfit for a host).
 */
export function s3Origins(s3: NonNullable<StorageConfig['s3']>): string[] {
  if (s3.endpoint) {
    const endpoint = new URL(s3.endpoint);
    if (s3.forcePathStyle) return [endpoint.origin];
    return [endpoint.origin, `${endpoint.protocol}//${s3.bucket}.${endpoint.host}`];
  }
  const aws = `s3.${s3.region}.amazonaws.com`;
  return [`https://${s3.bucket}.${aws}`, `https://${aws}`];
}

/**
 * The web app's policy: its own scripts only. Styles allow 'unsafe-inline' because sonner and
 * Radix's scroll lock insert <style> elements at run time. Media and images also come from blob:
 * (cropped avatars) and data: (small assets Vite inlines), and from the bucket when S3 is used;
 * downloads fetch media directly, so the bucket is in connect-src too.
 */
export function contentSecurityPolicy(mediaOrigins: string[]): string {
  const media = mediaOrigins.join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${media}`.trim(),
    `media-src 'self' blob: ${media}`.trim(),
    `connect-src 'self' ${media}`.trim(),
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Security headers on every response (API, web app and /media). HSTS only where the browser
 * really uses HTTPS: a https PUBLIC_URL, or a request that came over HTTPS (through a trusted
 * proxy's X-Forwarded-Proto when TRUST_PROXY is on).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  config: { publicUrl: string; storage: StorageConfig },
) {
  const csp = contentSecurityPolicy(config.storage.s3 ? s3Origins(config.storage.s3) : []);
  const httpsPublic = config.publicUrl.startsWith('https://');
  // A callback hook, not an async one: it runs on every request and needs no promise.
  app.addHook('onRequest', (req, reply, done) => {
    reply
      .header('content-security-policy', csp)
      .header('x-frame-options', 'DENY')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff');
    if (httpsPublic || req.protocol === 'https') {
      reply.header('strict-transport-security', `max-age=${HSTS_MAX_AGE_S}`);
    }
    done();
  });
}
