import { buildApp } from './app.js';
import { type AppConfig, ConfigError, loadConfig } from './config.js';
import { startServer } from './start-up.js';
import { startUpBanner } from './start-up-banner.js';

/** How long shutdown waits for in-flight requests before giving up. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

/** A configuration mistake is the operator's to fix: say what is wrong, without a stack. */
function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = loadConfigOrExit();
  const app = await buildApp({ config });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting at once');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    // close() stops listening, waits for in-flight requests, then runs onClose hooks
    // (database pool, Redis).
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  // The listen host follows HOST, or the demo accounts (start-up.ts).
  const facts = await startServer(app, config);
  // For a person reading the output; with LOG_FORMAT=json every line stays JSON.
  if (config.logFormat !== 'json')
    process.stdout.write(`${startUpBanner(config, facts).join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
