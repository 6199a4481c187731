// The outbox sent by the service worker on Background Sync (docs/decisions/0031-offline-study.md),
// on IndexedDB (fake-indexeddb) against a stubbed network: the kept token, the order, the adds'
// keys and the uuids their changes follow, the edits left to the page, and the claims that keep
// the page and the worker from sending one change twice.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../../shared/api';
import type { OfflineBatchBody } from '../../../../shared/offline/batch';
import { SYNC_TOKEN_KEY } from '../../../../web/src/lib/offline/background-sync';
import { CLAIM_MS, claimChange } from '../../../../web/src/lib/offline/claims';
import { inTransaction, OUTBOX, writeKept } from '../../../../web/src/lib/offline/idb';
import { serverUuidOf } from '../../../../web/src/lib/offline/new-word-ids';
import {
  enqueue,
  oneSenderAtATime,
  type QueuedChange,
  runFlush,
  waitingCount,
} from '../../../../web/src/lib/offline/outbox';
import { type Fetch, NoNetworkError, sendFromWorker } from '../../../../web/src/lib/offline/worker-send';
import { makeWordForm } from '../../../shared/words/make-word';

const USER = 7;
const form = makeWordForm();
const review = {
  answerId: 'answer-1',
  uuid: 'new-aaaaaaaa',
  grade: 3,
  answeredAt: 1_700_000_000_000,
  durationMs: 900,
  source: 'web-test',
};

let calls: { call: string; auth: string | null; key: string | null; body: string; form?: FormData }[];
let fetchStub: Fetch;

beforeEach(async () => {
  calls = [];
  fetchStub = vi.fn(async (input: string, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? init.body : '';
    calls.push({
      call: `${init?.method} ${String(input)}`,
      auth: headers.get('authorization'),
      key: headers.get('idempotency-key'),
      body,
      form: init?.body instanceof FormData ? init.body : undefined,
    });
    if (String(input).endsWith('/words/add')) return Response.json({ uuid: 'server-1' }, { status: 201 });
    if (String(input).endsWith(paths.offlineChanges)) {
      const { changes } = JSON.parse(body) as OfflineBatchBody;
      return Response.json({ outcomes: changes.map(() => ({ applied: true, score: 3 })) });
    }
    return Response.json(3);
  });
  await writeKept(SYNC_TOKEN_KEY, { userId: USER, token: 'kept-token' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The changes a batch call carried. */
const batchOf = (call: { body: string } | undefined) =>
  (JSON.parse(call?.body ?? '{}') as OfflineBatchBody).changes;

const queued = async () => (await inTransaction<QueuedChange[]>(OUTBOX, 'readonly', (s) => s.getAll())) ?? [];

describe('the service worker sending the outbox', () => {
  it('sends adds, scores and answers in order with the kept token; the changes follow the add to its uuid', async () => {
    await enqueue({
      kind: 'add',
      userId: USER,
      uuid: 'new-aaaaaaaa',
      form,
      date: '2026-01-01T00:00:00.000Z',
    });
    await enqueue({ kind: 'score', userId: USER, uuid: 'new-aaaaaaaa', score: 3 });
    await enqueue({ kind: 'review', userId: USER, uuid: 'new-aaaaaaaa', body: review });
    expect(await sendFromWorker(fetchStub)).toBe(3);
    // The score and the answer after the add go together, in one batch.
    expect(calls.map((c) => c.call)).toEqual(['POST /api/words/add', 'POST /api/offline/changes']);
    expect(calls.every((c) => c.auth === 'Bearer kept-token')).toBe(true);
    expect(calls[0]?.key).toBe('new-aaaaaaaa');
    expect(batchOf(calls[1])).toEqual([
      { kind: 'score', uuid: 'server-1', score: 3 },
      { kind: 'review', answer: { ...review, uuid: 'server-1' } },
    ]);
    expect(await serverUuidOf('new-aaaaaaaa')).toBe('server-1');
    expect(await waitingCount(USER)).toBe(0);
  });

  it('fills the translations an add left empty, through the server, before it sends the add', async () => {
    const translated: string[] = [];
    const translating: Fetch = vi.fn(async (url: string, init: RequestInit) => {
      if (url.endsWith(paths.translation)) {
        const { text, targetLanguage } = JSON.parse(String(init.body));
        translated.push(`${text}>${targetLanguage}`);
        return new Response(text === 'harbour' ? 'puerto' : 'nope', {
          status: text === 'harbour' ? 200 : 503,
        });
      }
      return fetchStub(url, init);
    });
    await enqueue({
      kind: 'add',
      userId: USER,
      uuid: 'new-bbbbbbbb',
      form: { ...form, sentence: 'The harbour is calm.' },
      date: '2026-01-01T00:00:00.000Z',
      translateWith: { sourceLanguage: 'en', targetLanguage: 'es' },
    });
    expect(await sendFromWorker(translating)).toBe(1);
    expect(translated).toEqual(['harbour>es', 'The harbour is calm.>es']);
    expect(calls.map((c) => c.call)).toEqual(['POST /api/words/add']);
    expect(calls[0]?.form?.get('wordTranslation')).toBe('puerto');
    // The sentence found no translator: left empty, the word added all the same.
    expect(calls[0]?.form?.get('sentenceTranslation')).toBe('');
  });

  it('leaves an edit, and all behind it, to the page (a conflict needs the learner)', async () => {
    await enqueue({ kind: 'score', userId: USER, uuid: 'w1', score: 2 });
    await enqueue({ kind: 'edit', userId: USER, uuid: 'w1', form, version: 5 });
    await enqueue({ kind: 'score', userId: USER, uuid: 'w1', score: 3 });
    expect(await sendFromWorker(fetchStub)).toBe(1);
    expect(calls.map((c) => c.call)).toEqual(['POST /api/offline/changes']);
    expect(batchOf(calls[0])).toEqual([{ kind: 'score', uuid: 'w1', score: 2 }]);
    const left = await queued();
    expect(left.map((c) => c.kind)).toEqual(['edit', 'score']);
    // Released: the page may send it at once.
    expect(left.every((c) => !('claim' in c))).toBe(true);
  });

  it('sends nothing without a kept token, nor another learner’s changes', async () => {
    await enqueue({ kind: 'score', userId: USER + 1, uuid: 'w1', score: 2 });
    expect(await sendFromWorker(fetchStub)).toBe(0);
    await inTransaction('kept', 'readwrite', (s) => s.delete(SYNC_TOKEN_KEY));
    await enqueue({ kind: 'score', userId: USER, uuid: 'w1', score: 2 });
    expect(await sendFromWorker(fetchStub)).toBe(0);
    expect(calls).toEqual([]);
  });

  it('stops at a change the page has claimed, and takes it once the claim has lapsed', async () => {
    await enqueue({ kind: 'score', userId: USER, uuid: 'w1', score: 2 });
    const [entry] = await queued();
    expect((await claimChange(entry?.seq ?? 0, 'page-1')).state).toBe('mine');
    expect(await sendFromWorker(fetchStub)).toBe(0);
    expect(calls).toEqual([]);
    // The page was closed mid-send: its claim lapses and the change is not stuck.
    await claimChange(entry?.seq ?? 0, 'page-1', Date.now() - CLAIM_MS - 1);
    expect(await sendFromWorker(fetchStub)).toBe(1);
  });

  it('under the outbox lock, takes at once a claim left by a sender that ended mid-send', async () => {
    await enqueue({ kind: 'score', userId: USER, uuid: 'w1', score: 2 });
    const [entry] = await queued();
    // The page claimed it and was closed before it could release it: the claim has not lapsed.
    expect((await claimChange(entry?.seq ?? 0, 'page-closed')).state).toBe('mine');
    const sent: string[] = [];
    const sendOne = async (change: QueuedChange) => {
      sent.push(change.uuid);
      return 'sent' as const;
    };
    expect(await runFlush('page-2', USER, sendOne)).toBe(0);
    // Holding the lock no other sender runs: the claim is a dead sender's.
    const granted: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (name: string, run: () => Promise<number>) => {
          granted.push(name);
          return run();
        },
      },
    });
    expect(
      await oneSenderAtATime((exclusive) => runFlush('page-2', USER, sendOne, undefined, exclusive)),
    ).toBe(1);
    expect(granted).toEqual(['wordhoard-outbox']);
    expect(sent).toEqual(['w1']);
    expect(await queued()).toEqual([]);
  });

  it('keeps a change it could not send (no network), free for the page', async () => {
    await enqueue({ kind: 'score', userId: USER, uuid: 'w1', score: 2 });
    const offline: Fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    // Rejected, so the browser fires the sync again later.
    await expect(sendFromWorker(offline)).rejects.toBeInstanceOf(NoNetworkError);
    const [left] = await queued();
    expect(left && 'claim' in left).toBe(false);
  });

  it('keeps a change the server refused for the page, which says why, and forgets those applied', async () => {
    for (const uuid of ['w1', 'gone', 'w2']) await enqueue({ kind: 'score', userId: USER, uuid, score: 2 });
    const refusing: Fetch = vi.fn(async (_url: string, init: RequestInit) => {
      const { changes } = JSON.parse(String(init.body)) as OfflineBatchBody;
      const outcomes = changes.map((change) =>
        change.kind === 'score' && change.uuid === 'gone'
          ? { applied: false, status: 404, code: 'word_not_found', message: 'Word not found' }
          : { applied: true, score: 2 },
      );
      return Response.json({ outcomes });
    });
    expect(await sendFromWorker(refusing)).toBe(2);
    const left = await queued();
    expect(left.map((c) => c.uuid)).toEqual(['gone']);
    expect(left.every((c) => !('claim' in c))).toBe(true);
  });

  it('keeps the whole run when the batch call is refused as a whole (a 401)', async () => {
    for (const uuid of ['w1', 'w2']) await enqueue({ kind: 'score', userId: USER, uuid, score: 2 });
    const expired: Fetch = vi.fn(async () =>
      Response.json({ code: 'unauthorized', message: 'x' }, { status: 401 }),
    );
    expect(await sendFromWorker(expired)).toBe(0);
    expect((await queued()).map((c) => c.uuid)).toEqual(['w1', 'w2']);
  });

  it('and the page sending at the same moment send every change exactly once', async () => {
    for (let score = 1; score <= 20; score++)
      await enqueue({ kind: 'score', userId: USER, uuid: `w${score}`, score: (score % 3) + 1 });
    const pageSent: string[] = [];
    const page = runFlush('page-1', USER, async (change) => {
      pageSent.push(change.uuid);
      return 'sent';
    });
    const worker = sendFromWorker(fetchStub);
    await Promise.all([page, worker]);
    // What one stopped at, the other (or the next run) sends: run both again until nothing waits.
    while ((await waitingCount(USER)) > 0) {
      await runFlush('page-1', USER, async (change) => {
        pageSent.push(change.uuid);
        return 'sent';
      });
    }
    const workerSent = calls.flatMap((c) =>
      batchOf(c).map((change) => (change.kind === 'score' ? change.uuid : '')),
    );
    const everyWord = Array.from({ length: 20 }, (_, i) => `w${i + 1}`).sort();
    expect([...pageSent, ...workerSent].sort()).toEqual(everyWord);
  });
});
