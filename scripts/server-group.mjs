// Several server processes on one address and one data folder (`WORKERS=n npm start`; decision
// 0042). The first member starts alone: it checks the port is free (an unrelated server there
// stops the group with the port-in-use message), sweeps the media folder and creates the data
// folder's secrets while nothing else runs; once it says it listens, the others start and join
// its port (SO_REUSEPORT; the kernel spreads the connections). A process that joins must set
// SO_REUSEPORT itself, so a lone `npm start` on the group's port still fails as before.
// A member that ends ends the group (its supervisor restarts the whole, which sweeps again).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const LISTENING = 'listening on';

/** Starts one member; resolves once it says it listens, rejects with its exit code if it ends first. */
/**
 * eSpeak workers per member, unless SPEECH_WORKERS says: the members' share of the cores (1 or 2).
 * Each member starts its own pool; three pools of two on two cores made six threads compete with
 * the members' event loops for the same cores (decision 0042).
 */
export function speechWorkersPerMember(count, env, cores = availableParallelism()) {
  if (env.SPEECH_WORKERS) return env.SPEECH_WORKERS;
  return String(Math.max(1, Math.min(2, Math.floor(cores / count))));
}

function startMember(index, { env, bun, script, onLine }, count) {
  const child = spawn(bun, [script], {
    env: {
      ...env,
      WORDHOARD_GROUP_MEMBER: String(index),
      SPEECH_WORKERS: speechWorkersPerMember(count, env),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((listening, failed) => {
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text) => {
      onLine(index, text);
      if (text.includes(LISTENING)) listening(child);
    });
    child.once('exit', (code) =>
      failed(Object.assign(new Error(`member ${index} exited`), { code: code ?? 1 })),
    );
  });
}

/**
 * Starts `count` members. Answers the children and `ended`, which settles with the exit code of the
 * first member to end (after the others were stopped). `onLine` gets each member's output.
 */
export async function startGroup(count, options = {}) {
  const settings = {
    env: options.env ?? process.env,
    bun: options.bun ?? 'node_modules/.bin/bun',
    script: options.script ?? 'api/src/server.ts',
    onLine: options.onLine ?? ((_index, text) => process.stdout.write(text)),
  };
  const children = [];
  const stopAll = (signal) => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  try {
    for (let i = 0; i < count; i++) children.push(await startMember(i, settings, count));
  } catch (error) {
    stopAll('SIGTERM');
    throw error;
  }
  const ended = new Promise((done) => {
    for (const child of children)
      child.once('exit', (code) => {
        stopAll('SIGTERM');
        done(code ?? 1);
      });
  });
  return { children, ended, stop: stopAll };
}

/** WORKERS: the number of server processes; 1 (a lone server) unless set. */
export function workerCount(value = process.env.WORKERS) {
  if (value === undefined || value === '') return 1;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64)
    throw new Error(`WORKERS must be a whole number of server processes from 1 to 64, not "${value}".`);
  return count;
}
