import { ROLES, demoUsernameFor } from '@campus/shared';
import { buildApp } from './app.js';
import { ConfigError, parseConfig } from './config.js';
import { DEMO_PASSWORD } from './demo/seed.js';
import { KeyMismatchError } from './features/operations/server-key.js';
import { FolderInUseError } from './features/operations/folder-lock.js';
import { checkPortFree, portUnavailable, PortUnavailableError } from './lib/port-check.js';
import { closeLogDestination, createLogDestination } from './logging.js';

async function main() {
  let config;
  try {
    config = parseConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logDestination = createLogDestination();
  let app;
  try {
    await checkPortFree(config.port, config.host);
    app = await buildApp(config, { logStream: logDestination });
  } catch (err) {
    if (!(err instanceof KeyMismatchError || err instanceof FolderInUseError || err instanceof PortUnavailableError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    // Taken in the moment since the check: still one line, and the database closed.
    const refused = portUnavailable(err, config.port, config.host);
    if (!refused) throw err;
    console.error(refused.message);
    await app.close();
    process.exit(1);
  }
  const address = config.publicUrl;
  console.log(
    `\nCampus ERP is running at ${address}  (database: ${config.databaseUrl ? 'PostgreSQL' : 'embedded PGlite in ' + config.dataDir})`,
  );
  if (config.demo) {
    const names = ROLES.map(demoUsernameFor).join(', ');
    console.log(`Demo sign-ins (password ${DEMO_PASSWORD}): ${names}`);
    console.log(`For example: ${address}/login/Admin with admin / ${DEMO_PASSWORD}\n`);
  }
  const stop = async () => {
    await app.close();
    await closeLogDestination(logDestination);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
