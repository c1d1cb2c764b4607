import type { Language } from '@talkreel/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../app-context';
import type { AuthUser } from './auth';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallContext<I> {
  ctx: AppContext;
  input: I;
  req: FastifyRequest;
  reply: FastifyReply;
  lang: Language;
  /** Client address used for attempt caps. */
  ip: string;
}

interface BaseRoute<B extends z.ZodType, R extends z.ZodType> {
  method: Method;
  /** Path below /api/v1, with Fastify params (`/workspace/:id`). */
  url: string;
  summary: string;
  tag: string;
  /** Validated body (POST/PUT) or query (GET); path params are merged in first. */
  input?: B;
  reply: R;
  /** Largest JSON body this call takes; JSON_BODY_MAX_BYTES unless a call carries lists. */
  bodyLimit?: number;
  /** A refused input also lists every failing field in `data.fields` (forms with field hints). */
  fieldErrors?: boolean;
}

export interface PublicRoute<B extends z.ZodType, R extends z.ZodType> extends BaseRoute<B, R> {
  auth: 'public';
  handler: (call: CallContext<z.output<B>>) => Promise<z.input<R>>;
}

export interface UserRoute<B extends z.ZodType, R extends z.ZodType> extends BaseRoute<B, R> {
  auth: 'user';
  /**
   * Signs the caller in together with the route's first read, in one database statement, for
   * the hottest calls (each statement on SQLite is a read transaction with its own locks). Runs
   * once the input is parsed; must refuse exactly as `authenticate` does (it goes through
   * `signedTokenHash` and `userOfSession`).
   */
  signIn?: (call: {
    ctx: AppContext;
    req: FastifyRequest;
    input: z.output<B>;
  }) => Promise<AuthUser>;
  handler: (call: CallContext<z.output<B>> & { user: AuthUser }) => Promise<z.input<R>>;
}

/**
 * A route that writes its own reply (redirects, multipart, files). It still gets the
 * envelope for errors it throws.
 */
export interface RawRoute {
  method: Method;
  url: string;
  summary: string;
  tag: string;
  auth: 'public' | 'user' | 'raw';
  raw: (call: {
    ctx: AppContext;
    req: FastifyRequest;
    reply: FastifyReply;
    lang: Language;
    user: AuthUser | null;
  }) => Promise<unknown>;
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds routes of every schema pair.
export type AnyRoute = PublicRoute<any, any> | UserRoute<any, any> | RawRoute;

/** Identity helpers that keep each route's input and reply types tied to its schemas. */
export const publicRoute = <B extends z.ZodType, R extends z.ZodType>(
  r: Omit<PublicRoute<B, R>, 'auth'>,
) => ({ ...r, auth: 'public' }) as PublicRoute<B, R>;
export const userRoute = <B extends z.ZodType, R extends z.ZodType>(
  r: Omit<UserRoute<B, R>, 'auth'>,
) => ({ ...r, auth: 'user' }) as UserRoute<B, R>;
export const rawRoute = (r: RawRoute) => r;
