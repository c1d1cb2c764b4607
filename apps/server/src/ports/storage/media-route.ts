import { Code } from '@talkreel/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { parseByteRange } from './byte-range';
import { type LocalObjectStore, MEDIA_PATH } from './local-store';
import { assertValidKey, contentDisposition, ObjectNotFoundError } from './object-store';

const refuse = (reply: FastifyReply, status: number, code: number, message: string) =>
  reply
    .status(status)
    .removeHeader('content-disposition')
    .type('application/json; charset=utf-8')
    .send({ code, message, data: null });

const single = (v: unknown) => (typeof v === 'string' ? v : undefined);

/**
 * GET and HEAD /media/<key>?exp=&sig=[&dl=]: serves local objects to browsers and players
 * without our auth headers. The signature is the only permission check, so any failure is 403.
 */
export function registerMediaRoute(
  app: FastifyInstance,
  store: LocalObjectStore,
  now: () => number,
) {
  app.route({
    method: ['GET', 'HEAD'],
    url: `${MEDIA_PATH}/*`,
    handler: async (req, reply) => {
      const key = (req.params as Record<string, string>)['*'] ?? '';
      const query = req.query as Record<string, unknown>;
      const exp = Number(single(query.exp));
      const sig = single(query.sig) ?? '';
      const dl = single(query.dl);
      try {
        assertValidKey(key);
      } catch {
        return refuse(reply, 403, Code.ACCESS_RESTRICTED, 'Media link is invalid or has expired');
      }
      if (!store.verifyLink(key, { exp, sig, dl })) {
        return refuse(reply, 403, Code.ACCESS_RESTRICTED, 'Media link is invalid or has expired');
      }
      const head = await store.head(key);
      if (!head) return refuse(reply, 404, Code.NOT_FOUND, 'Media not found');

      const etag = `"${head.size.toString(16)}-${head.lastModified.getTime().toString(16)}"`;
      const maxAge = Math.max(0, exp - Math.floor(now() / 1000));
      reply
        .header('content-type', head.contentType)
        .header('accept-ranges', 'bytes')
        .header('etag', etag)
        .header('last-modified', head.lastModified.toUTCString())
        .header('cache-control', `private, max-age=${maxAge}`)
        // Uploaded bytes must never be sniffed into something executable.
        .header('x-content-type-options', 'nosniff');
      if (dl) reply.header('content-disposition', contentDisposition(dl));
      if (req.headers['if-none-match'] === etag) return reply.status(304).send();

      // A Range is honoured only while the object is still the version the client has.
      const ifRange = req.headers['if-range'];
      const range =
        ifRange && ifRange !== etag ? null : parseByteRange(req.headers.range, head.size);
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${head.size}`);
        return refuse(reply, 416, Code.INVALID_INPUT, 'Requested range not satisfiable');
      }
      const length = range ? range.end - range.start + 1 : head.size;
      reply.header('content-length', String(length));
      if (range) {
        reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${head.size}`);
      }
      if (req.method === 'HEAD') return reply.send();
      try {
        return reply.send(await store.get(key, range ?? undefined));
      } catch (err) {
        if (err instanceof ObjectNotFoundError) {
          reply.removeHeader('content-length');
          return refuse(reply, 404, Code.NOT_FOUND, 'Media not found');
        }
        throw err;
      }
    },
  });
}
