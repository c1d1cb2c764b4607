/**
 * Environment for the server and the admin CLI: SQLite under `dataDir`, e-mails written to
 * DATA_DIR/mailbox, no outside services (CI exports DATABASE_URL and REDIS_URL for other suites).
 */
export function serverEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...extra };
  for (const key of ['DATABASE_URL', 'DATABASE_SCHEMA', 'REDIS_URL', 'SMTP_URL']) delete env[key];
  return env;
}
