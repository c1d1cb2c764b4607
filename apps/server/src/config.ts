import path from 'node:path';
import { DEFAULT_SIGNING_SECRET } from '@talkreel/contract';

/** Every setting comes from the environment; the README lists each variable. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema to live in (default: the connection's search_path). */
  databaseSchema?: string;
  signingSecret: string;
  publicUrl: string;
  /** Extra origins (besides PUBLIC_URL's) whose /login/ page may receive a sign-in result. */
  allowedOrigins: string[];
  trustProxy: boolean;
  smtpUrl?: string;
  mailFrom: string;
  google: { clientId?: string; clientSecret?: string; issuer: string };
  redisUrl?: string;
  logLevel: string;
  webDist?: string;
  faqUrl: string;
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
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
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
    faqUrl: env.FAQ_URL || 'https://github.com/talkreel/talkreel/wiki/FAQ',
  };
}
