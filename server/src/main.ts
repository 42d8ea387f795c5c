import { startServer } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';

// The command-line entry: read the environment, start, and stop cleanly on SIGINT/SIGTERM.

// Read first: a parent that ends while the server starts hands it to another process, which
// would then pass for the parent.
const startedBy = process.ppid;
let config;
try {
  config = loadConfig(process.env);
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

const logger = createLogger(config.logLevel);
try {
  const server = await startServer(config, logger);
  logger.info(`site and API on http://localhost:${server.port}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      logger.info({ signal }, 'signal received');
      server.close().then(
        () => process.exit(0),
        (err: unknown) => {
          logger.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
  // A test run's server ends with the run that started it: a run that is killed cannot stop it,
  // and a forgotten server with its simulator would slow every later run on the machine.
  if (process.env['EXIT_WITH_PARENT'] === '1') {
    setInterval(() => {
      if (process.ppid !== startedBy) process.kill(process.pid, 'SIGTERM');
    }, 1_000).unref();
  }
} catch (err) {
  logger.fatal({ err }, 'server failed to start');
  process.exit(1);
}
