// The real eSpeak worker with two faults added on demand, so tests can watch the pool survive them:
// the text 'CRASH NOW' kills the worker mid-job, the text 'HANG NOW' makes it spin forever.
const host = self as unknown as Worker;

// Registered before the real worker's listener, so it sees each job first.
host.addEventListener('message', (event: MessageEvent<{ text: string }>) => {
  if (event.data.text === 'CRASH NOW') {
    event.stopImmediatePropagation(); // the real listener must not answer first
    throw new Error('simulated crash of the speech engine');
  }
  if (event.data.text === 'HANG NOW') {
    const spinUntil = Date.now() + 60_000; // far beyond any time-out; the pool must terminate us
    while (Date.now() < spinUntil) {
      // busy, like an engine stuck in a loop
    }
  }
});

await import('../../api/src/providers/speech/espeak-worker');

export {};
