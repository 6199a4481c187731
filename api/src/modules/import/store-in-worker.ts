// An import job's storing transaction, run in a worker thread through its own connection
// (docs/decisions/0040-jobs-and-several-processes.md): the request loop's connection is free for
// reads meanwhile, so a 10,000-note import no longer holds every request of the process. The
// transaction stays one, with the job marked done in it: a failure, a cancel or a kill stores
// nothing, as before. The records go without their files' bytes: the files are written already.
import { MessageChannel } from 'node:worker_threads';
import type { AppDeps } from '../../deps';
import { invalid } from '../../errors';
import { INSTANCE } from '../../jobs/instance';
import { LeaseLost } from '../../jobs/table';
import type { WorkerPool } from '../../jobs/worker-pool';
import type { StoreData, Storer } from './pipeline/run';
// The task's types, added to the pool's list: ./store-task.ts.
import type { ReadyWord } from './pipeline/store';

type StoreDeps = Pick<AppDeps, 'config'> & { workers: WorkerPool };

/** A ready word without the bytes of its files (only their ids are stored). */
function withoutBytes(ready: ReadyWord): ReadyWord {
  const { picture: _p, speechWord: _w, speechSentence: _s, ...record } = ready.word.record;
  const encounters = record.encounters?.map(({ speechSentence: _e, ...met }) => met);
  return { ...ready, word: { ...ready.word, record: { ...record, ...(encounters ? { encounters } : {}) } } };
}

export function storeInWorker(
  deps: StoreDeps,
  job: { id: string; now: number },
  signal: AbortSignal,
): Storer {
  return async (data: StoreData, skips, onStored) => {
    const { port1, port2 } = new MessageChannel();
    port1.on('message', (count: number) => {
      for (let i = 0; i < count; i += 1) onStored();
    });
    try {
      const answer = await deps.workers.run(
        'storeImport',
        {
          databaseUrl: deps.config.databaseUrl,
          databaseAuthToken: deps.config.databaseAuthToken,
          data: { ...data, ready: data.ready.map(withoutBytes) },
          job: { ...skips, id: job.id, owner: INSTANCE, now: job.now },
          port: port2,
        },
        signal,
        [port2],
      );
      if ('leaseLost' in answer) throw new LeaseLost(`job ${job.id} is no longer ours`);
      if ('refused' in answer) throw invalid(answer.refused, 'import_refused');
      if ('failed' in answer) throw new Error(`storing the import failed in its thread: ${answer.failed}`);
      return answer.stored;
    } finally {
      port1.close();
    }
  };
}
