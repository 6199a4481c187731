// The outbox sending score changes and review answers in batches (lib/offline/batch-send.ts,
// docs/decisions/0031-offline-study.md), on IndexedDB (fake-indexeddb): runs of consecutive
// scores and answers go together, at most OFFLINE_BATCH_MAX a call, adds and edits alone in their
// place; a batch cut short keeps what was not answered; nothing is sent twice or lost.
import { describe, expect, it } from 'vitest';
import { OFFLINE_BATCH_MAX, type OfflineBatchChange } from '../../../../shared/offline/batch';
import { type PostBatch, sendRun } from '../../../../web/src/lib/offline/batch-send';
import { claimChange } from '../../../../web/src/lib/offline/claims';
import { inTransaction, OUTBOX } from '../../../../web/src/lib/offline/idb';
import { rememberAdded } from '../../../../web/src/lib/offline/new-word-ids';
import {
  enqueue,
  flushOutbox,
  type OfflineChange,
  onOutboxChange,
  type QueuedChange,
  runFlush,
  type SendOutcome,
  waitingCount,
} from '../../../../web/src/lib/offline/outbox';
import { makeWordForm } from '../../../shared/words/make-word';

const form = makeWordForm();
const score = (uuid: string, value = 2): OfflineChange => ({ kind: 'score', userId: 1, uuid, score: value });
const review = (answerId: string, uuid = 'w1'): OfflineChange => ({
  kind: 'review',
  userId: 1,
  uuid,
  body: { answerId, uuid, grade: 3, answeredAt: 1, durationMs: 500, source: 'web-test' },
});
const nameOf = (change: QueuedChange) => (change.kind === 'review' ? change.body.answerId : change.uuid);

/** Senders that record each call: a single change by name, a batch as the list of its names. */
function recorder(answer: (names: string[]) => SendOutcome[] = (names) => names.map(() => 'sent')) {
  const calls: (string | string[])[] = [];
  const send = async (change: QueuedChange): Promise<SendOutcome> => {
    calls.push(nameOf(change));
    return 'sent';
  };
  const sendMany = async (changes: QueuedChange[]) => {
    const names = changes.map(nameOf);
    calls.push(names);
    return answer(names);
  };
  return { calls, send, sendMany };
}
const left = async () =>
  ((await inTransaction<QueuedChange[]>(OUTBOX, 'readonly', (s) => s.getAll())) ?? []).map(nameOf);

describe('the outbox in batches', () => {
  it('sends consecutive scores and answers together, adds and edits alone in their place', async () => {
    await enqueue(score('a'));
    await enqueue(review('r1'));
    await enqueue({ kind: 'add', userId: 1, uuid: 'new-x', form, date: '2026-01-01T00:00:00.000Z' });
    await enqueue(score('new-x'));
    await enqueue(review('r2', 'new-x'));
    await enqueue({ kind: 'edit', userId: 1, uuid: 'a', form, version: 3 });
    await enqueue(score('b'));
    const { calls, send, sendMany } = recorder();
    expect(await flushOutbox(1, send, sendMany)).toBe(7);
    expect(calls).toEqual([['a', 'r1'], 'new-x', ['new-x', 'r2'], 'a', ['b']]);
    expect(await waitingCount(1)).toBe(0);
  });

  it(`sends at most ${OFFLINE_BATCH_MAX} a call, each change once, in order; the banner counts once a call`, async () => {
    const total = 2 * OFFLINE_BATCH_MAX + 50;
    for (let i = 0; i < total; i += 1) await enqueue(score(`w${i}`));
    let counted = 0;
    const stop = onOutboxChange(() => {
      counted += 1;
    });
    const { calls, send, sendMany } = recorder();
    expect(await flushOutbox(1, send, sendMany)).toBe(total);
    stop();
    expect(calls.map((call) => call.length)).toEqual([OFFLINE_BATCH_MAX, OFFLINE_BATCH_MAX, 50]);
    expect(calls.flat()).toEqual(Array.from({ length: total }, (_, i) => `w${i}`));
    expect(counted).toBe(3);
  });

  it('keeps the changes a batch did not take and goes on from the first of them next time', async () => {
    for (const id of ['r1', 'r2', 'r3', 'r4']) await enqueue(review(id));
    // The server applied r1 and r3; r2 waits (the worker leaves a refusal to the page).
    const cut = recorder((names) => names.map((name) => (name === 'r2' || name === 'r4' ? 'stop' : 'sent')));
    expect(await flushOutbox(1, cut.send, cut.sendMany)).toBe(2);
    expect(await left()).toEqual(['r2', 'r4']);
    const next = recorder();
    await flushOutbox(1, next.send, next.sendMany);
    expect(next.calls).toEqual([['r2', 'r4']]);
  });

  it('sends the same batch again, with the same answer ids, when the app closed before its answer was kept', async () => {
    for (const id of ['r1', 'r2']) await enqueue(review(id));
    const crashing = recorder(() => {
      throw new Error('the app closed');
    });
    expect(await flushOutbox(1, crashing.send, crashing.sendMany)).toBe(0);
    const restarted = recorder();
    expect(await flushOutbox(1, restarted.send, restarted.sendMany)).toBe(2);
    expect([...crashing.calls, ...restarted.calls]).toEqual([
      ['r1', 'r2'],
      ['r1', 'r2'],
    ]);
  });

  it('sends a run only up to a change another sender holds, and stops there', async () => {
    for (const id of ['a', 'b', 'c']) await enqueue(score(id));
    const [, held] = (await inTransaction<QueuedChange[]>(OUTBOX, 'readonly', (s) => s.getAll())) ?? [];
    expect((await claimChange(held?.seq ?? 0, 'worker-1')).state).toBe('mine');
    const { calls, send, sendMany } = recorder();
    expect(await runFlush('page-1', 1, send, sendMany)).toBe(1);
    expect(calls).toEqual([['a']]);
    expect(await left()).toEqual(['b', 'c']);
  });
});

describe('a run sent in one call', () => {
  const posted: OfflineBatchChange[][] = [];
  const post: PostBatch = async (changes) => {
    posted.push(changes);
    return changes.map(() => ({ applied: true, score: 2 }));
  };
  const queued = (change: OfflineChange, seq: number): QueuedChange => ({ ...change, seq });

  it("follows a word added offline to the server's uuid, drops the changes of a refused add, waits behind one unanswered", async () => {
    await rememberAdded('new-saved', 'server-1');
    await rememberAdded('new-refused', null);
    const run = [
      score('new-saved', 3),
      score('new-refused'),
      review('r1', 'w1'),
      score('new-unanswered'),
      score('w2'),
    ];
    const outcomes = await sendRun(run.map(queued), post, () => 'dropped');
    expect(outcomes).toEqual(['sent', 'dropped', 'sent', 'stop', 'stop']);
    expect(posted.at(-1)).toEqual([
      { kind: 'score', uuid: 'server-1', score: 3 },
      { kind: 'review', answer: { ...(run[2] as { body: object }).body, uuid: 'w1' } },
    ]);
  });

  it('judges each refusal as the sender says, the applied ones sent', async () => {
    const refusing: PostBatch = async (changes) =>
      changes.map((_, i) =>
        i === 0
          ? { applied: false, status: 404, code: 'word_not_found', message: 'gone' }
          : { applied: true, score: 1 },
      );
    const judged: number[] = [];
    const outcomes = await sendRun([score('a'), score('b')].map(queued), refusing, (refused) => {
      judged.push(refused.status);
      return 'stop';
    });
    expect(outcomes).toEqual(['stop', 'sent']);
    expect(judged).toEqual([404]);
  });
});
