// Starts Wordhoard: checks the environment, opens and migrates the database, and serves the
// API under /api and the web app at /.
import { createApp } from './app';
import { createClock } from './clock';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { db, client } = await openDatabase(config.databaseUrl, config.databaseAuthToken);
  const clock = createClock();
  const app = createApp({ config, db, client, clock });
  app.listen({ port: config.port, hostname: config.host });
  console.log(`Wordhoard listening on http://${config.host}:${app.server?.port} (data in ${config.dataDir})`);

  const stop = () => {
    app.stop();
    client.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

await main();
