import { openPorts } from './bootstrap';
import { loadConfig } from './config';

/** Entry for a separate job worker process (`npm run worker`); job handlers register here. */
async function main() {
  const config = loadConfig();
  const ports = await openPorts(config);
  console.log('Talkreel worker started');
  const stop = async () => {
    await ports.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
