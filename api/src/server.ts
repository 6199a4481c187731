// Starts Wordhoard: checks the environment, opens and migrates the database, and serves the
// API under /api and the web app at /.
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDeps } from './deps';

function configOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = configOrExit();
const deps = await createDeps(config);
const app = createApp(deps);
app.listen({ port: config.port, hostname: config.host });
console.log(`Wordhoard listening on http://${config.host}:${app.server?.port} (data in ${config.dataDir})`);
if (config.testClock)
  console.warn('WORDHOARD_TEST_CLOCK=1: the clock can be moved through the API (tests only).');

function stop() {
  app.stop();
  deps.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
