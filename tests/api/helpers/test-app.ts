// Builds the real app on a fresh database file in a temporary folder, with a clock the
// test can move and mail going to an in-memory list (or a given mailer). No port is opened:
// requests go through app.handle().
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../../api/src/app';
import { createClock } from '../../../api/src/clock';
import { loadConfig } from '../../../api/src/config';
import { createDeps, type DepsOverrides } from '../../../api/src/deps';
import { createWorkerPool, type WorkerPool } from '../../../api/src/jobs/worker-pool';
import { createPasswords } from '../../../api/src/modules/users/passwords';
import type { Mail, Mailer } from '../../../api/src/providers/mail/port';
import { createSpeechProvider, type SpeechProvider } from '../../../api/src/providers/speech';

export function memoryMailer() {
  const sent: Mail[] = [];
  let failing = false;
  const mailer: Mailer = {
    async send(mail) {
      if (failing) throw new Error('SMTP is down');
      sent.push(mail);
    },
    async ready() {
      if (failing) throw new Error('SMTP is down');
    },
  };
  return {
    mailer,
    sent,
    fail: (on: boolean) => {
      failing = on;
    },
    /** The password line of the newest mail to this address. */
    passwordFor(to: string): string {
      const mail = [...sent].reverse().find((m) => m.to === to);
      const match = mail && /^Password: (\S+)$/m.exec(mail.text);
      if (!match?.[1]) throw new Error(`no password mailed to ${to}`);
      return match[1];
    },
  };
}

/**
 * Argon2id at its smallest sensible cost: the API tests sign up and log in thousands of learners,
 * and the server's own cost (19 MiB, 2 passes: 56 ms of processor time a hash on this machine) made
 * a fifth of the project's time. The same code hashes and verifies, at the server's cost in
 * passwords.test.ts and in every end-to-end and stress server.
 */
const TEST_PASSWORDS = createPasswords({ memoryCost: 256, timeCost: 1 });

/**
 * Settles once every promise it was given has: an app that shares an engine closes when its own
 * requests are done, whatever the other apps still ask of the engine.
 */
function ownRequests() {
  const pending = new Set<Promise<unknown>>();
  return {
    track<T>(request: Promise<T>): Promise<T> {
      const settled: Promise<void> = request.then(
        () => void pending.delete(settled),
        () => void pending.delete(settled),
      );
      pending.add(settled);
      return request;
    },
    done: async () => {
      await Promise.all(pending);
    },
  };
}

/**
 * One eSpeak and one worker-thread pool for every test app of the run (the api project imports this
 * module once for all its files). Both engines are the server's own, with its worker counts, queues
 * and time limits; only their start is shared. Started per app, each first word cost two eSpeak
 * workers (about 1.2 s of processor time each: their WebAssembly and voice data), and each first
 * import, export or fit a thread importing the tasks (about 0.4 s). eSpeak's workers are unref'd
 * and the pool's threads end when idle, so neither holds the run open. A test that needs other
 * limits passes its own `speech` or `workers`.
 */
const espeak = createSpeechProvider({ provider: 'espeak', workers: 2 });
const threads = createWorkerPool();

function sharedEspeak(): SpeechProvider {
  const own = ownRequests();
  return {
    speak: (request) => own.track(espeak.speak(request)),
    canSpeak: (language) => espeak.canSpeak?.(language) ?? true,
    warm: () => espeak.warm?.() ?? Promise.resolve(),
    close: own.done,
  };
}

function sharedThreads(): WorkerPool {
  const own = ownRequests();
  return {
    run: (name, task, signal, transferList) => own.track(threads.run(name, task, signal, transferList)),
    close: own.done,
  };
}

export async function createTestApp(env: Record<string, string> = {}, overrides: DepsOverrides = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'wordhoard-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-test-secret-test-secret', ...env });
  const mail = memoryMailer();
  const deps = await createDeps(config, {
    clock: createClock(),
    mailer: mail.mailer,
    passwords: TEST_PASSWORDS,
    workers: sharedThreads(),
    // A cloud voice (TTS_PROVIDER) is built as the app would build it.
    ...(config.tts.provider === 'espeak' && config.tts.workers === 2 ? { speech: sharedEspeak() } : {}),
    ...overrides,
  });
  const app = createApp(deps);

  const request = (
    method: string,
    path: string,
    init: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = { ...init.headers };
    let body: BodyInit | undefined;
    if (init.body instanceof FormData || typeof init.body === 'string') body = init.body;
    else if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] ??= 'application/json';
    }
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    return app.handle(new Request(`http://localhost${path}`, { method, headers, body }));
  };

  return {
    ...deps,
    app,
    mail,
    dataDir,
    request,
    async close() {
      await deps.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
