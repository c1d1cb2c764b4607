import type { Language } from '@talkreel/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db, DbKind } from './ports/db/connect';
import type { Mailer } from './ports/mail/mailer';
import type { JobQueue } from './ports/queue/job-queue';
import type { ObjectStore } from './ports/storage/object-store';

/** What every service needs: settings, the database and the outbound ports. */
export interface AppContext {
  config: Config;
  db: Db;
  dbKind: DbKind;
  mailer: Mailer;
  storage: ObjectStore;
  /** Background jobs: enqueue through jobs/enqueue-job.ts for typed payloads. */
  queue: JobQueue;
  log: FastifyBaseLogger;
  /** Milliseconds since the epoch; tests move it to check expiry. */
  now: () => number;
  /**
   * The request (or job) this context serves: jobs queued with it carry the id, so the worker's
   * lines for them can be found from the call that caused them (jobs/enqueue-job.ts).
   */
  requestId?: string;
  /**
   * The interface language of the call this context serves (its language header), set per call
   * by the HTTP layer; replies name stock actors and voices in it (features/stock/stock-names.ts).
   * Jobs have none.
   */
  lang?: Language;
}
