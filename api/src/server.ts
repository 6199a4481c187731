// Starts Wordhoard: checks the environment, opens and migrates the database, and serves the
// API under /api and the web app at /.
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDeps } from './deps';
import { scheduleRetention } from './jobs/retention';
import { scheduleSpeechRetry } from './jobs/speech-retry';

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
const stopRetention = scheduleRetention(deps);
const stopSpeechRetry = scheduleSpeechRetry(deps);
// Warm the example-sentence index after listening, so the first learner does not wait for it.
void deps.sentences.load?.().catch((error: unknown) => console.error('Sentence index failed to load', error));
if (config.testClock)
  console.warn('WORDHOARD_TEST_CLOCK=1: the clock can be moved through the API (tests only).');

async function stop() {
  stopRetention();
  stopSpeechRetry();
  app.stop();
  await deps.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
