import { buildApp } from '#server/app';
import { ConfigError, loadConfig, StartupError } from '#server/env';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  let app;
  try {
    app = await buildApp(config);
  } catch (error) {
    if (error instanceof StartupError) {
      console.error(`Start-up error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    // A net for a request that never ends; the usual stop grace of orchestrators (Kubernetes) is 30 s.
    const force = setTimeout(() => process.exit(1), 25_000).unref();
    try {
      await app.drain();
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      app.log.error(error);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Hola Corea on ${config.publicUrl} (${config.database.dialect})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
