// Score changes and review answers made offline (docs/decisions/0031-offline-study.md), through
// the real api client against a stubbed network: kept when offline or when the call finds no
// network, kept behind changes that already wait, sent in order once online; a word deleted
// elsewhere drops its change with a message; a refused token keeps the changes for the learner.

import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../../../shared/api';
import type {
  OfflineBatchBody,
  OfflineBatchChange,
  OfflineChangeOutcome,
} from '../../../../../shared/offline/batch';
import { OFFLINE_SIGN_IN_AGAIN, OFFLINE_WORD_DELETED } from '../../../../../shared/offline/rules';
import {
  saveReviewAnswer,
  saveScore,
  sendWaitingChanges,
} from '../../../../../web/src/features/words/state/offline-changes';
import { offlineNoticeAtom, waitingAtom } from '../../../../../web/src/lib/offline/offline-state';
import { waitingCount } from '../../../../../web/src/lib/offline/outbox';
import { appStore, tokenAtom } from '../../../../../web/src/lib/session';
import { makeToken, sampleUser } from '../../../render-app';

let online = true;
let calls: string[] = [];
/** The batch call's answer: each change applied, unless `refuse` says how it is refused. */
let refuse: (change: OfflineBatchChange) => OfflineChangeOutcome | null = () => null;
const batchAnswer = (init?: RequestInit) => {
  const { changes } = JSON.parse(String(init?.body)) as OfflineBatchBody;
  return Response.json({ outcomes: changes.map((change) => refuse(change) ?? { applied: true, score: 2 }) });
};
let answer: (url: string, init?: RequestInit) => Response = () => Response.json(2);

beforeEach(() => {
  online = true;
  calls = [];
  refuse = () => null;
  answer = (url, init) => (url.endsWith(paths.offlineChanges) ? batchAnswer(init) : Response.json(2));
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (!online) throw new TypeError('Failed to fetch');
      calls.push(`${init?.method ?? 'GET'} ${url}${init?.body ? ` ${String(init.body)}` : ''}`);
      return answer(url, init);
    }),
  );
  appStore.set(tokenAtom, makeToken());
  appStore.set(waitingAtom, 0);
  appStore.set(offlineNoticeAtom, null);
});
afterEach(() => appStore.set(waitingAtom, 0));

const body = (answerId: string) => ({
  answerId,
  uuid: 'w2',
  grade: 3,
  answeredAt: 1_700_000_000_000,
  durationMs: 900,
  source: 'web-test',
});

describe('changes made offline', () => {
  it('are sent at once when online and nothing waits', async () => {
    expect(await saveScore('w1', 3)).toBe(2);
    expect(calls).toEqual(['PATCH /api/words/update/score/w1/3']);
  });

  it('wait in the outbox when offline, and go in order once online', async () => {
    online = false;
    expect(await saveScore('w1', 3)).toBeNull();
    expect(await saveReviewAnswer(body('answer-1'))).toBeNull();
    // Back online, a change made before the outbox is sent still waits behind the others.
    online = true;
    expect(await saveScore('w1', 1)).toBeNull();
    expect(calls).toEqual([]);
    expect(await waitingCount(sampleUser.id)).toBe(3);
    await sendWaitingChanges();
    // In one call, in the order made (shared/offline/batch.ts).
    const changes = [
      { kind: 'score', uuid: 'w1', score: 3 },
      { kind: 'review', answer: body('answer-1') },
      { kind: 'score', uuid: 'w1', score: 1 },
    ];
    expect(calls).toEqual([`POST /api/offline/changes ${JSON.stringify({ changes })}`]);
    expect(await waitingCount(sampleUser.id)).toBe(0);
    expect(appStore.get(waitingAtom)).toBe(0);
  });

  it('wait when the call finds no network although the browser says online', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await saveScore('w1', 2)).toBeNull();
    expect(await waitingCount(sampleUser.id)).toBe(1);
  });

  it('are dropped with a message when their word was deleted elsewhere', async () => {
    online = false;
    await saveScore('gone', 3);
    await saveScore('w1', 2);
    online = true;
    await saveScore('gone', 1);
    await saveReviewAnswer(body('answer-2'));
    online = true;
    const notFound = {
      applied: false as const,
      status: 404,
      code: 'word_not_found',
      message: 'Word not found.',
    };
    refuse = (change) => (change.kind === 'score' && change.uuid === 'gone' ? notFound : null);
    const shown = vi.spyOn(toast, 'error');
    await sendWaitingChanges();
    expect(calls).toHaveLength(1);
    expect(await waitingCount(sampleUser.id)).toBe(0);
    // Told once for the batch, however many of its changes had lost their word.
    expect(shown.mock.calls.map(([message]) => message)).toEqual([OFFLINE_WORD_DELETED]);
  });

  it('show a refusal with its message and drop that change, the others applied', async () => {
    online = false;
    await saveReviewAnswer(body('answer-old'));
    await saveScore('w1', 3);
    online = true;
    refuse = (change) =>
      change.kind === 'review'
        ? {
            applied: false,
            status: 422,
            code: 'invalid_answer_time',
            message: 'The answer time is more than 30 days ago.',
          }
        : null;
    const shown = vi.spyOn(toast, 'error');
    await sendWaitingChanges();
    expect(await waitingCount(sampleUser.id)).toBe(0);
    expect(shown.mock.calls.map(([message]) => message)).toEqual([
      'The answer time is more than 30 days ago.',
    ]);
  });

  it('are kept, all of the batch, when the server fails (5xx)', async () => {
    online = false;
    await saveScore('w1', 3);
    await saveScore('w2', 1);
    online = true;
    answer = () => Response.json({ code: 'internal', message: 'Something went wrong.' }, { status: 500 });
    await sendWaitingChanges();
    expect(calls).toHaveLength(1);
    expect(await waitingCount(sampleUser.id)).toBe(2);
  });

  it('are kept for the learner when the token was refused, with a message to sign in again', async () => {
    online = false;
    await saveScore('w1', 3);
    online = true;
    answer = () => Response.json({ code: 'unauthorized', message: 'Please log in again.' }, { status: 401 });
    await sendWaitingChanges();
    expect(await waitingCount(sampleUser.id)).toBe(1);
    expect(appStore.get(offlineNoticeAtom)).toBe(OFFLINE_SIGN_IN_AGAIN);
  });
});
