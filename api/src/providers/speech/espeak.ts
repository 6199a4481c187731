// A pool of one or two eSpeak workers fed from one FIFO queue. Each worker speaks one job at a
// time; a worker that crashes or hangs is replaced, and only the job it held fails.
import { unavailable } from '../../errors';
import type { SpeakJob, WorkerReply } from './espeak-worker';
import type { VoiceGender } from './port';

export interface EspeakOptions {
  /** Worker threads (1 or 2): each is one busy core while speaking. */
  workers?: number;
  /** Longest time one request may keep a worker busy; then the worker is replaced. 5 s by default. */
  timeoutMs?: number;
  /** Longest wait in the queue before a request is shed as busy; twice timeoutMs by default, so a
   *  request queued behind a hung job still gets served by the replacement worker. */
  maxWaitMs?: number;
  /** Starting loads 24 MB of voice data and compiles the WebAssembly: 0.3 s on an idle machine, 2 s
   *  seen on a busy one. A worker not ready after this long (30 s by default) is stuck. */
  startTimeoutMs?: number;
  /** The worker script; tests substitute one that can be made to crash or hang. */
  workerUrl?: URL;
}

export interface EspeakSpeaker {
  /** MP3 of the text spoken with an eSpeak voice id such as 'en-us'. */
  speak(text: string, espeakVoice: string, gender: VoiceGender): Promise<Uint8Array>;
  /** Starts the pool's workers without a job; settles once each is ready or has ended. */
  warm(): Promise<void>;
  close(): Promise<void>;
}

interface Job extends SpeakJob {
  resolve(audio: Uint8Array): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  lastError?: string;
  startTimer: ReturnType<typeof setTimeout>;
  /** Settles when the worker says it is ready, or ends first (warm() waits for it). */
  started: ReturnType<typeof Promise.withResolvers<void>>;
}

const DEFAULT_WORKER = new URL('./espeak-worker.ts', import.meta.url);

/** eSpeak variants: f3 and m3 are clear, natural-sounding female and male voices. */
export const espeakVoiceName = (espeakVoice: string, gender: VoiceGender) =>
  espeakVoice.includes('+') ? espeakVoice : `${espeakVoice}+${gender === 'female' ? 'f3' : 'm3'}`;

export function createEspeakSpeaker(options: EspeakOptions = {}): EspeakSpeaker {
  const size = Math.min(2, Math.max(1, Math.floor(options.workers ?? 1)));
  const timeoutMs = options.timeoutMs ?? 5000;
  const maxWaitMs = options.maxWaitMs ?? 2 * timeoutMs;
  const startTimeoutMs = options.startTimeoutMs ?? 30_000;
  const workerUrl = options.workerUrl ?? DEFAULT_WORKER;
  const queue: Job[] = [];
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;

  function finish(job: Job, outcome: { audio: Uint8Array } | { error: Error }) {
    clearTimeout(job.timer);
    if ('audio' in outcome) job.resolve(outcome.audio);
    else job.reject(outcome.error);
  }

  function pump() {
    if (closed) return;
    while (queue.length > 0 && slots.length < size) spawn();
    for (const slot of slots) {
      if (!slot.ready || slot.job) continue;
      const job = queue.shift();
      if (!job) return;
      slot.job = job;
      // The queueing clock stops and the speaking clock starts: a job that waited long in a busy
      // queue still gets its full time in the worker, so a burst never kills a healthy worker.
      clearTimeout(job.timer);
      job.timer = setTimeout(() => timedOut(job), timeoutMs);
      slot.worker.postMessage({ id: job.id, text: job.text, voice: job.voice } satisfies SpeakJob);
    }
  }

  function spawn() {
    const slot: Slot = {
      worker: new Worker(workerUrl.href),
      ready: false,
      job: null,
      startTimer: setTimeout(() => {
        slot.lastError = `not ready after ${startTimeoutMs} ms`;
        exited(slot);
        slot.worker.terminate();
      }, startTimeoutMs),
      started: Promise.withResolvers<void>(),
    };
    slots.push(slot);
    // A lingering idle worker must not keep a finished process alive; pending jobs' timers do.
    // (Bun's Worker has unref(); the DOM typings do not know it.)
    (slot.worker as Worker & { unref(): void }).unref();
    slot.worker.addEventListener('message', (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      if (reply.type === 'ready') {
        slot.ready = true;
        clearTimeout(slot.startTimer);
        slot.started.resolve();
      } else if (slot.job?.id === reply.id) {
        const job = slot.job;
        slot.job = null;
        if (reply.type === 'done') finish(job, { audio: reply.audio });
        else finish(job, { error: unavailable(`Speech failed: ${reply.message}`, 'speech_failed') });
      }
      pump();
    });
    slot.worker.addEventListener('error', (event: Event) => {
      slot.lastError = (event as ErrorEvent).message;
    });
    slot.worker.addEventListener('close', () => exited(slot));
  }

  /** Removes a worker that ended (crash, exit or terminate); its job fails, the queue goes on. */
  function exited(slot: Slot) {
    const index = slots.indexOf(slot);
    if (index === -1) return; // already handled (terminated by us)
    slots.splice(index, 1);
    clearTimeout(slot.startTimer);
    slot.started.resolve();
    const why = slot.lastError ? ` (${slot.lastError})` : '';
    if (slot.job) {
      finish(slot.job, {
        error: unavailable(`The speech engine stopped while speaking${why}.`, 'speech_crashed'),
      });
    } else if (!slot.ready) {
      // It died while starting: restarting at once would loop, so fail what waits.
      const error = unavailable(`The speech engine could not start${why}.`, 'speech_unavailable');
      for (const job of queue.splice(0)) finish(job, { error });
    }
    pump();
  }

  function terminate(slot: Slot) {
    const index = slots.indexOf(slot);
    if (index !== -1) slots.splice(index, 1);
    clearTimeout(slot.startTimer);
    slot.started.resolve();
    slot.worker.terminate();
  }

  function timedOut(job: Job) {
    const queued = queue.indexOf(job);
    if (queued !== -1) {
      // Too busy: shed the request rather than let the queue grow without bound.
      queue.splice(queued, 1);
      finish(job, { error: unavailable('Speech is busy; please try again.', 'speech_busy') });
      return;
    }
    const holder = slots.find((slot) => slot.job === job);
    // The engine cannot be interrupted mid-synthesis: replace the worker.
    if (holder) terminate(holder);
    finish(job, { error: unavailable('Speech took too long; please try again.', 'speech_timeout') });
    pump();
  }

  return {
    speak(text, espeakVoice, gender) {
      if (closed) return Promise.reject(unavailable('The speech engine is shut down.', 'speech_unavailable'));
      return new Promise<Uint8Array>((resolve, reject) => {
        const voice = espeakVoiceName(espeakVoice, gender);
        const timer = setTimeout(() => timedOut(job), maxWaitMs);
        const job: Job = { id: nextId++, text, voice, resolve, reject, timer };
        queue.push(job);
        pump();
      });
    },
    async warm() {
      if (closed) return;
      while (slots.length < size) spawn();
      await Promise.all(slots.map((slot) => slot.started.promise));
    },
    async close() {
      closed = true;
      const error = unavailable('The speech engine is shut down.', 'speech_unavailable');
      for (const job of queue.splice(0)) finish(job, { error });
      for (const slot of [...slots]) {
        if (slot.job) finish(slot.job, { error });
        terminate(slot);
      }
    },
  };
}
