import path from 'node:path';
import {
  DEFAULT_SIGNING_SECRET,
  PUBLIC_API_READS_PER_MINUTE,
  PUBLIC_API_WRITES_PER_MINUTE,
  WEBHOOK_RETRY_DELAYS_MS,
  WORKFLOW_TIMEOUT_MS,
} from '@talkreel/contract';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';

/** Every setting comes from the environment; the README lists each variable. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema to live in (default: the connection's search_path). */
  databaseSchema?: string;
  signingSecret: string;
  /**
   * The secret before a rotation, still accepted on calls (not handed to the web app): a tab
   * loaded before the change keeps working until it reloads.
   */
  previousSigningSecret?: string;
  publicUrl: string;
  /** Extra origins (besides PUBLIC_URL's) whose /login/ page may receive a sign-in result. */
  allowedOrigins: string[];
  /** Proxies trusted for X-Forwarded-For: none, a hop count, or addresses/CIDRs. */
  trustProxy: TrustProxy;
  smtpUrl?: string;
  mailFrom: string;
  google: { clientId?: string; clientSecret?: string; issuer: string };
  redisUrl?: string;
  logLevel: string;
  webDist?: string;
  storage: StorageConfig;
  /** Key prefix of the BullMQ queues in Redis (only with REDIS_URL). */
  queuePrefix: string;
  /** 'external': this API server runs no background jobs; `npm run worker` processes do. */
  workers: 'in-process' | 'external';
  /** Cloud speech providers for the voices that use them; stock voices need none. */
  speechProviders: SpeechProvidersConfig;
  /** Seed only the first N stock actors and voices (STOCK_LIMIT); all of them when unset. */
  stockLimit?: number;
  /** Videos one process renders at once (RENDER_CONCURRENCY, default 1: a render uses both cores). */
  renderConcurrency: number;
  /** Worker threads for espeak synthesis (SPEECH_WORKERS); default every core but one, at least 1. */
  speechWorkers?: number;
  /** A running job not heard of for this long is taken over by another worker (JOB_LEASE_MS, default 30 s). */
  jobLeaseMs?: number;
  /** On SIGTERM, how long running jobs and requests may take before they are cut (SHUTDOWN_GRACE_MS, default 20 s). */
  shutdownGraceMs: number;
  /** Help links the web app shows (FAQ_URL, TERMS_URL, PRIVACY_URL, SUPPORT_URL); unset ones keep its defaults. */
  webLinks: { faqUrl?: string; termsUrl?: string; privacyUrl?: string; supportUrl?: string };
  /** WEBHOOK_ALLOW_PRIVATE=1: agent workflow deliveries may go to private addresses and plain http. */
  webhookAllowPrivate: boolean;
  /** How long one workflow delivery attempt may take (WEBHOOK_TIMEOUT_MS, default 10 s). */
  webhookTimeoutMs: number;
  /**
   * Waits before each retry of a failed webhook event delivery (WEBHOOK_RETRY_DELAYS_MS, comma
   * separated ms; default 5 s, 5 min, 30 min, 2 h, 5 h, 10 h): one retry per entry.
   */
  webhookRetryDelaysMs: readonly number[];
  /** When set, /metrics answers only `Authorization: Bearer <METRICS_TOKEN>`; open when unset. */
  metricsToken?: string;
  /** A separate worker serves /metrics, /healthz and /readyz on this port when set. */
  workerMetricsPort?: number;
  /** Calls one public API key may make a minute (PUBLIC_API_READS_PER_MINUTE / _WRITES_, default 600 / 60). */
  publicApi: { readsPerMinute: number; writesPerMinute: number };
}

/** A provider is used only when its key is set; the base URL overrides its API address. */
export interface SpeechProvidersConfig {
  elevenlabs?: { apiKey: string; baseUrl?: string };
  minimax?: { apiKey: string; baseUrl?: string; groupId?: string };
}

/** Object storage: S3 when a bucket is named, else local disk with signed /media links. */
export interface StorageConfig {
  /** Key for local /media links; a random one is kept in DATA_DIR/objects when unset. */
  signingSecret?: string;
  s3?: {
    bucket: string;
    region: string;
    endpoint?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    forcePathStyle: boolean;
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    signingSecret: env.API_SIGNING_SECRET || DEFAULT_SIGNING_SECRET,
    previousSigningSecret: env.API_SIGNING_SECRET_PREVIOUS || undefined,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Talkreel <no-reply@talkreel.local>',
    google: {
      clientId: env.GOOGLE_CLIENT_ID || undefined,
      clientSecret: env.GOOGLE_CLIENT_SECRET || undefined,
      issuer: env.OIDC_ISSUER || 'https://accounts.google.com',
    },
    redisUrl: env.REDIS_URL || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    webDist: env.WEB_DIST || undefined,
    storage: {
      signingSecret: env.STORAGE_SIGNING_SECRET || undefined,
      s3: env.S3_BUCKET
        ? {
            bucket: env.S3_BUCKET,
            region: env.S3_REGION || 'us-east-1',
            endpoint: env.S3_ENDPOINT || undefined,
            accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
            forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' || env.S3_FORCE_PATH_STYLE === '1',
          }
        : undefined,
    },
    queuePrefix: env.QUEUE_PREFIX || 'talkreel',
    workers: env.WORKERS === 'external' ? 'external' : 'in-process',
    speechProviders: {
      elevenlabs: env.ELEVENLABS_API_KEY
        ? { apiKey: env.ELEVENLABS_API_KEY, baseUrl: env.ELEVENLABS_BASE_URL || undefined }
        : undefined,
      minimax: env.MINIMAX_API_KEY
        ? {
            apiKey: env.MINIMAX_API_KEY,
            baseUrl: env.MINIMAX_BASE_URL || undefined,
            groupId: env.MINIMAX_GROUP_ID || undefined,
          }
        : undefined,
    },
    stockLimit: /^\d+$/.test(env.STOCK_LIMIT ?? '') ? Number(env.STOCK_LIMIT) : undefined,
    renderConcurrency: /^[1-9]\d*$/.test(env.RENDER_CONCURRENCY ?? '')
      ? Number(env.RENDER_CONCURRENCY)
      : 1,
    speechWorkers: /^[1-9]\d*$/.test(env.SPEECH_WORKERS ?? '')
      ? Number(env.SPEECH_WORKERS)
      : undefined,
    jobLeaseMs: /^[1-9]\d*$/.test(env.JOB_LEASE_MS ?? '') ? Number(env.JOB_LEASE_MS) : undefined,
    shutdownGraceMs: /^\d+$/.test(env.SHUTDOWN_GRACE_MS ?? '')
      ? Number(env.SHUTDOWN_GRACE_MS)
      : 20_000,
    webLinks: {
      faqUrl: env.FAQ_URL || undefined,
      termsUrl: env.TERMS_URL || undefined,
      privacyUrl: env.PRIVACY_URL || undefined,
      supportUrl: env.SUPPORT_URL || undefined,
    },
    webhookAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE === '1' || env.WEBHOOK_ALLOW_PRIVATE === 'true',
    webhookTimeoutMs: /^[1-9]\d*$/.test(env.WEBHOOK_TIMEOUT_MS ?? '')
      ? Number(env.WEBHOOK_TIMEOUT_MS)
      : WORKFLOW_TIMEOUT_MS,
    webhookRetryDelaysMs: /^\d+(,\d+)*$/.test(env.WEBHOOK_RETRY_DELAYS_MS ?? '')
      ? String(env.WEBHOOK_RETRY_DELAYS_MS).split(',').map(Number)
      : WEBHOOK_RETRY_DELAYS_MS,
    metricsToken: env.METRICS_TOKEN || undefined,
    workerMetricsPort: /^\d+$/.test(env.WORKER_METRICS_PORT ?? '')
      ? Number(env.WORKER_METRICS_PORT)
      : undefined,
    publicApi: {
      readsPerMinute: /^[1-9]\d*$/.test(env.PUBLIC_API_READS_PER_MINUTE ?? '')
        ? Number(env.PUBLIC_API_READS_PER_MINUTE)
        : PUBLIC_API_READS_PER_MINUTE,
      writesPerMinute: /^[1-9]\d*$/.test(env.PUBLIC_API_WRITES_PER_MINUTE ?? '')
        ? Number(env.PUBLIC_API_WRITES_PER_MINUTE)
        : PUBLIC_API_WRITES_PER_MINUTE,
    },
  };
}
