// Starts Wordhoard: checks the environment, opens and migrates the database, and serves the
// API under /api and the web app at /.
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { describeWriteCounts } from './db/write-counts';
import { createDeps } from './deps';
import { GroupMemberError, groupMember } from './group-member';
import { sweepMediaAtStart } from './jobs/media-sweep';
import { scheduleRetention } from './jobs/retention';
import { scheduleSpeechRetry } from './jobs/speech-retry';
import { describeLoopStalls, watchLoopStalls } from './loop-stalls';
import { scheduleAnswerSweep } from './modules/export/answer-files';
import { backfillTalliesAtStart } from './modules/review/tally-backfill';
import { removePidFile, writePidFile } from './pid-file';
import { checkPortFree, isAddressInUse, portInUseMessage } from './port-in-use';
import { translationSummary } from './providers/translation/summary';

/** A setting that cannot work (a malformed variable, a weak secret file) stops the server with its message. */
async function orExit<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof ConfigError) && !(error instanceof GroupMemberError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Listening failed because the port is taken: say so, naming it, and stop with a failure. */
function exitIfPortTaken(error: unknown, port: number, host: string): void {
  if (!isAddressInUse(error)) throw error;
  console.error(portInUseMessage(port, host));
  process.exit(1);
}

const loop = watchLoopStalls();
const config = await orExit(() => loadConfig());
const member = await orExit(() => groupMember());
try {
  if (member.checksPortFree) checkPortFree(config.port, config.host);
} catch (error) {
  exitIfPortTaken(error, config.port, config.host);
}
const deps = await orExit(() => createDeps(config));
// Before listening: no request of this server (nor of another on this data folder) can be
// half-way through a media write yet.
if (member.sweepsMedia) await sweepMediaAtStart(deps);
// A member of a group warms up before it listens: the kernel hands connections only to listening
// members, so the others serve while it reads the example-sentence index (seconds of the loop on a
// busy machine) and starts its speech workers. Warmed after listening instead, the first requests
// the kernel gave it waited for both, and a write transaction caught in that stall kept the file's
// lock from every other member (decision 0042). A lone server listens first (its cold start).
if (member.sharesPort)
  await Promise.all([
    deps.sentences.load?.().catch((error: unknown) => console.error('Sentence index failed to load', error)),
    deps.speech.warm?.(),
  ]);
const app = createApp(deps);
try {
  // Elysia asks Bun for reusePort unless told not to: only the members of one group share the
  // port (port-in-use.ts, group-member.ts).
  app.listen({ port: config.port, hostname: config.host, reusePort: member.sharesPort });
} catch (error) {
  exitIfPortTaken(error, config.port, config.host);
}
if (member.writesPidFile) writePidFile(config.dataDir);
console.log(`Wordhoard listening on http://${config.host}:${app.server?.port} (data in ${config.dataDir})`);
console.log(translationSummary(deps.translation, config.translation.provider, config.translation.url));
const stopRetention = scheduleRetention(deps);
const stopSpeechRetry = scheduleSpeechRetry(deps);
// The direct .apkg answers a killed process left (decision 0041 §5): now, then every ten minutes.
const stopAnswerSweep = scheduleAnswerSweep(deps.config);
// Once, after listening: the answers given before the progress tallies existed (decision 0055).
void backfillTalliesAtStart(deps);
// A lone server reads the sentence index after listening, so the first learner does not wait for
// it; its speech workers start with the first word, as before (their memory only when used).
if (!member.sharesPort)
  void deps.sentences
    .load?.()
    .catch((error: unknown) => console.error('Sentence index failed to load', error));
if (config.testClock)
  console.warn('WORDHOARD_TEST_CLOCK=1: the clock can be moved through the API (tests only).');

let stopping = false;
async function stop() {
  // A group stops all its members when one ends, so a member may be told twice.
  if (stopping) return;
  stopping = true;
  stopRetention();
  stopSpeechRetry();
  stopAnswerSweep();
  app.stop();
  await deps.close();
  // What this process's requests and writes waited for: the first figures to read when a tail is
  // slow. One line, so a reader (the several-processes bench) finds both figures together.
  loop.stop();
  const writes = deps.writeCounts ? `${describeWriteCounts(deps.writeCounts)}; ` : '';
  console.log(`${writes}${describeLoopStalls(loop.stalls)}`);
  removePidFile(config.dataDir);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
