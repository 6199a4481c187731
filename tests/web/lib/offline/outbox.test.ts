// The outbox of changes made offline (docs/decisions/0031-offline-study.md), on IndexedDB
// (fake-indexeddb: jsdom has none): sent in the order made, each removed only once answered, a
// change sent again after the app closed mid-send carries the same id, 10,000 changes go through,
// and a full device refuses a change without losing the others.
import { describe, expect, it, vi } from 'vitest';
import type { ReviewAnswerBody } from '../../../../shared/api';
import {
  dropOtherLearners,
  enqueue,
  flushOutbox,
  type OfflineChange,
  OutboxFullError,
  type QueuedChange,
  type SendOutcome,
  waitingCount,
} from '../../../../web/src/lib/offline/outbox';

const score = (uuid: string, value: number, userId = 1): OfflineChange => ({
  kind: 'score',
  userId,
  uuid,
  score: value,
});
const review = (answerId: string, uuid = 'w1', userId = 1): OfflineChange => {
  const body: ReviewAnswerBody = {
    answerId,
    uuid,
    grade: 3,
    answeredAt: 1,
    durationMs: 500,
    source: 'web-test',
  };
  return { kind: 'review', userId, uuid, body };
};
function idOf(change: OfflineChange): string {
  if (change.kind === 'review') return change.body.answerId;
  if (change.kind === 'score') return `${change.uuid}=${change.score}`;
  return `${change.uuid}:${change.form.word}`;
}

/** A sender that records what it was given and answers as told. */
function recorder(
  answer: (change: QueuedChange, index: number) => SendOutcome | Promise<SendOutcome> = () => 'sent',
) {
  const sent: string[] = [];
  const send = async (change: QueuedChange) => {
    sent.push(idOf(change));
    return answer(change, sent.length - 1);
  };
  return { sent, send };
}

describe('the outbox', () => {
  it('sends the changes in the order they were made and forgets each once answered', async () => {
    const changes = [score('a', 2), review('r1'), score('a', 3), review('r2'), score('b', 1)];
    for (const change of changes) await enqueue(change);
    expect(await waitingCount(1)).toBe(5);
    const { sent, send } = recorder();
    expect(await flushOutbox(1, send)).toBe(5);
    expect(sent).toEqual(['a=2', 'r1', 'a=3', 'r2', 'b=1']);
    expect(await waitingCount(1)).toBe(0);
  });

  it('stops at the first change the network cannot take and goes on from it next time, in order', async () => {
    for (const id of ['r1', 'r2', 'r3', 'r4']) await enqueue(review(id));
    const offline = recorder((_change, index) => (index === 2 ? 'stop' : 'sent'));
    expect(await flushOutbox(1, offline.send)).toBe(2);
    expect(await waitingCount(1)).toBe(2);
    const online = recorder();
    await flushOutbox(1, online.send);
    expect(online.sent).toEqual(['r3', 'r4']);
  });

  it('sends a change again with the same id when the app closed between the answer and its removal', async () => {
    for (const id of ['r1', 'r2', 'r3']) await enqueue(review(id));
    // The server takes r2, then the app closes before r2 leaves the outbox (the send throws).
    const server = new Map<string, number>();
    const crashing = recorder((change, index) => {
      if (change.kind === 'review')
        server.set(change.body.answerId, (server.get(change.body.answerId) ?? 0) + 1);
      if (index === 1) throw new Error('the app closed');
      return 'sent';
    });
    await flushOutbox(1, crashing.send);
    const restarted = recorder();
    await flushOutbox(1, restarted.send);
    expect(crashing.sent).toEqual(['r1', 'r2']);
    // r2 goes again with its answerId (which the server counts once), and r3 after it.
    expect(restarted.sent).toEqual(['r2', 'r3']);
    expect(await waitingCount(1)).toBe(0);
  });

  it('shares one flush between two calls, so no change is sent twice at once', async () => {
    for (const id of ['r1', 'r2']) await enqueue(review(id));
    const { sent, send } = recorder();
    await Promise.all([flushOutbox(1, send), flushOutbox(1, send)]);
    expect(sent).toEqual(['r1', 'r2']);
  });

  it('sends 10,000 changes, each once, in order', async () => {
    const total = 10_000;
    for (let i = 0; i < total; i += 1) await enqueue(score(`w${i}`, (i % 3) + 1));
    expect(await waitingCount(1)).toBe(total);
    const { sent, send } = recorder();
    expect(await flushOutbox(1, send)).toBe(total);
    expect(sent).toHaveLength(total);
    expect(new Set(sent).size).toBe(total);
    expect(sent[0]).toBe('w0=1');
    expect(sent.at(-1)).toBe(`w${total - 1}=${((total - 1) % 3) + 1}`);
    expect(await waitingCount(1)).toBe(0);
  });

  it('refuses a change the full device cannot keep, and keeps those before it', async () => {
    await enqueue(score('a', 2));
    const add = vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await expect(enqueue(score('b', 3))).rejects.toBeInstanceOf(OutboxFullError);
    add.mockRestore();
    const { sent, send } = recorder();
    await flushOutbox(1, send);
    expect(sent).toEqual(['a=2']);
  });

  it("keeps one learner's changes from another", async () => {
    await enqueue(score('a', 2, 1));
    await enqueue(score('b', 3, 2));
    const { sent, send } = recorder();
    await flushOutbox(2, send);
    expect(sent).toEqual(['b=3']);
    expect(await waitingCount(1)).toBe(1);
    await dropOtherLearners(2);
    expect(await waitingCount(1)).toBe(0);
  });
});

describe('a queue kept by the first version of the store', () => {
  const request = <T>(r: IDBRequest<T> | IDBOpenDBRequest) =>
    new Promise<T>((resolve, reject) => {
      r.onsuccess = () => resolve(r.result as T);
      r.onerror = () => reject(r.error);
    });

  it('keeps its changes and counts them by learner once the store gains its index', async () => {
    await request(indexedDB.deleteDatabase('wordhoard-offline'));
    const opening = indexedDB.open('wordhoard-offline', 1);
    opening.onupgradeneeded = () => {
      opening.result.createObjectStore('kept');
      const outbox = opening.result.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      outbox.add(score('kept-1', 3));
      outbox.add(score('kept-2', 2, 2));
      outbox.add(score('kept-3', 1));
    };
    const version1 = await request<IDBDatabase>(opening);
    version1.close();

    expect(await waitingCount(1)).toBe(2);
    expect(await waitingCount(2)).toBe(1);
    const sent: string[] = [];
    await flushOutbox(1, async (change) => {
      sent.push(idOf(change));
      return 'sent';
    });
    expect(sent).toEqual(['kept-1=3', 'kept-3=1']);
    expect(await waitingCount(1)).toBe(0);
  });
});
