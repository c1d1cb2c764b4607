import type { ApiKeyScope } from '@talkreel/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../../app-context';
import type { ApiPrincipal } from '../../api-keys/principal';

export type ApiMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface ApiCall<P, Q, B> {
  ctx: AppContext;
  principal: ApiPrincipal;
  params: P;
  query: Q;
  body: B;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** One operation of the public API: its schemas are its validation and its OpenAPI entry. */
export interface ApiRoute<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
> {
  method: ApiMethod;
  /** Path below /api/public/v1, with Fastify params (`/videos/:id`). */
  url: string;
  /** Unique, camelCase: the typed client's method name. */
  operationId: string;
  summary: string;
  description?: string;
  /** Group in the reference (`Videos`, `Actors`, ...). */
  tag: string;
  /** A `read` key may only call `read` operations; writes also count against the write rate. */
  scope: ApiKeyScope;
  /** Only agent keys may call it (403 for others). */
  agentOnly?: boolean;
  params?: P;
  query?: Q;
  body?: B;
  reply: R;
  /** Status of a successful answer; 204 sends no body. Default 200. */
  status?: 200 | 201 | 202 | 204;
  /**
   * The reply is not JSON but text of this media type (`text/csv`): the handler returns the
   * text, and `reply` (a string schema) documents it.
   */
  contentType?: string;
  /** Largest JSON body this call takes; JSON_BODY_MAX_BYTES unless given. */
  bodyLimit?: number;
  handler: (call: ApiCall<z.output<P>, z.output<Q>, z.output<B>>) => Promise<z.input<R>>;
}

// biome-ignore lint/suspicious/noExplicitAny: one list holds operations of every schema set.
export type AnyApiRoute = ApiRoute<any, any, any, any>;

/** Identity helper that ties a handler's argument and result types to its schemas. */
export const apiRoute = <
  R extends z.ZodType,
  P extends z.ZodType = z.ZodUndefined,
  Q extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodUndefined,
>(
  r: ApiRoute<P, Q, B, R>,
): ApiRoute<P, Q, B, R> => r;
