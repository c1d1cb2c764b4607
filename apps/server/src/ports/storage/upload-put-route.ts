import { Code } from '@talkreel/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type LocalObjectStore, MEDIA_PATH, PutRefusedError } from './local-store';
import { assertValidKey } from './object-store';

const codeOf = { 400: Code.UPLOAD_FAILED, 403: Code.ACCESS_RESTRICTED, 413: Code.UPLOAD_FAILED };

const refuse = (reply: FastifyReply, err: PutRefusedError) =>
  reply
    .status(err.status)
    .type('application/json; charset=utf-8')
    .send({ code: codeOf[err.status], message: err.message, data: null });

/**
 * PUT /media/<key>?exp=&size=&sig=: the local store's presigned upload address. The signature is
 * the only permission check (no bearer token); the body streams to disk and is cut off at the
 * signed size. Registered in its own scope so no body parser reads (or size-limits) the stream.
 */
export async function registerUploadPutRoute(app: FastifyInstance, store: LocalObjectStore) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    // Any Content-Type is taken (the bytes are judged on confirm): clients send what the upload
    // reply named ("audio", as S3 clients send a presigned content type), which is no media type,
    // and Fastify would answer 415 before any parser is asked. Before parsing, it becomes bytes.
    scope.addHook('onRequest', async (req) => {
      if (req.headers['content-type'] !== undefined)
        req.raw.headers['content-type'] = 'application/octet-stream';
    });
    scope.put(`${MEDIA_PATH}/*`, async (req, reply) => {
      const key = (req.params as Record<string, string>)['*'] ?? '';
      const query = req.query as Record<string, unknown>;
      const params = {
        exp: Number(query.exp),
        size: Number(query.size),
        sig: typeof query.sig === 'string' ? query.sig : '',
      };
      try {
        assertValidKey(key);
      } catch {
        return refuse(reply, new PutRefusedError(403, 'Upload link is invalid'));
      }
      // A declared length over the signed size is refused before a byte is read.
      const declared = Number(req.headers['content-length']);
      if (Number.isFinite(declared) && declared > params.size && params.size > 0) {
        req.raw.resume();
        return refuse(reply, new PutRefusedError(413, 'The file is larger than its declared size'));
      }
      try {
        await store.receivePut(key, params, req.raw);
      } catch (err) {
        if (err instanceof PutRefusedError) {
          // Let the client finish sending (or the socket close) instead of a reset mid-body.
          req.raw.resume();
          return refuse(reply, err);
        }
        throw err;
      }
      return reply.status(200).send({ code: Code.OK, message: 'success', data: null });
    });
  });
}
