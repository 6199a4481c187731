// The quick test's answers (issue 16 part 5): each is kept in extension storage with the time it
// was given, sent at once when the server answers, and otherwise later, a minute apart, with that
// same time. An answer whose reply was lost is sent again and still counts once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  ANSWERS_ALARM,
  flushAnswers,
  readAnswers,
  readReviewQueue,
  recordAnswer,
} from '../../extension/lib/review-answers';
import { readWordsCache, writeWordsCache } from '../../extension/lib/storage';
import type { ReviewAnswerBody, Word } from '../../shared/api';
import { type FakeApi, startFakeApi, wordFrom } from './fake-api';
import { signInLearner } from './learner';
import { startBackground } from './start-background';

let api: FakeApi;
let word: Word;

beforeEach(async () => {
  fakeBrowser.reset();
  api = startFakeApi();
  await signInLearner(api);
  word = wordFrom({ word: 'petrichor', score: 1 });
  api.words.push(word);
  await writeWordsCache([word]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const answerOf = (grade: number, answeredAt = Date.now()): ReviewAnswerBody => ({
  answerId: crypto.randomUUID(),
  uuid: word.uuid,
  grade,
  answeredAt,
  durationMs: 1200,
  source: 'popup',
});

describe('the quick test’s answers', () => {
  it('are sent at once, from the popup, and set the cached word’s score', async () => {
    const answer = answerOf(3);
    expect(await recordAnswer(answer)).toEqual({ sent: true, score: 3 });
    expect(api.reviews).toEqual([answer]);
    expect(await readAnswers()).toEqual([]);
    expect((await readWordsCache())[0]?.score).toBe(3);
    expect(await browser.alarms.get(ANSWERS_ALARM)).toBeUndefined();
  });

  it('wait offline with the time they were given, then go out with it, oldest first', async () => {
    api.down = true;
    const first = answerOf(1, Date.now() - 3_600_000);
    const second = answerOf(2, Date.now() - 60_000);
    expect(await recordAnswer(first)).toEqual({ sent: false, score: 1 });
    expect(await recordAnswer(second)).toEqual({ sent: false, score: 2 });
    expect((await readAnswers()).map((answer) => answer.answerId)).toEqual([first.answerId, second.answerId]);
    expect(await browser.alarms.get(ANSWERS_ALARM)).toMatchObject({ periodInMinutes: 1 });
    expect((await readWordsCache())[0]?.score).toBe(2);

    api.down = false;
    expect(await flushAnswers()).toBe(0);
    expect(api.reviews.map((review) => [review.answerId, review.answeredAt])).toEqual([
      [first.answerId, first.answeredAt],
      [second.answerId, second.answeredAt],
    ]);
    expect(await browser.alarms.get(ANSWERS_ALARM)).toBeUndefined();
  });

  it('count once when a reply was lost and the answer is sent again', async () => {
    api.loseNextReply = true;
    const answer = answerOf(3);
    expect(await recordAnswer(answer)).toEqual({ sent: false, score: 3 });
    expect(api.reviews).toHaveLength(1);

    await flushAnswers();
    const sent = api.requests.filter((request) => request.path === '/review/answer');
    expect(sent).toHaveLength(2);
    expect(api.reviews).toEqual([answer]);
    expect(await readAnswers()).toEqual([]);
  });

  it('leave the queue when the server refuses them for good (too old), not when it is unreachable', async () => {
    api.down = true;
    await recordAnswer(answerOf(3, Date.now() - 31 * 86_400_000));
    await recordAnswer(answerOf(1));
    expect(await readAnswers()).toHaveLength(2);
    api.down = false;
    await flushAnswers();
    expect(await readAnswers()).toEqual([]);
    expect(api.reviews.map((review) => review.grade)).toEqual([1]);
  });

  it('refuse an answer without a UUID or with a grade outside 1–4, keeping nothing', async () => {
    await expect(recordAnswer({ ...answerOf(3), answerId: 'again' })).rejects.toMatchObject({
      code: 'invalid_answer_id',
    });
    await expect(recordAnswer(answerOf(5))).rejects.toMatchObject({ code: 'invalid_grade' });
    expect(await readAnswers()).toEqual([]);
    expect(api.reviews).toEqual([]);
  });

  it('are sent when the retry alarm fires', async () => {
    startBackground();
    api.down = true;
    await recordAnswer(answerOf(2));
    api.down = false;
    await fakeBrowser.alarms.onAlarm.trigger({ name: ANSWERS_ALARM, scheduledTime: Date.now() });
    await vi.waitFor(async () => expect(await readAnswers()).toEqual([]));
    expect(api.reviews).toHaveLength(1);
  });
});

describe('today’s queue in the popup', () => {
  it('comes from the server, and offline from the last one fetched without the words answered', async () => {
    const other = wordFrom({ word: 'serendipity' });
    api.words.push(other);
    api.reviewQueue = { due: [word.uuid], new: [other.uuid] };
    expect(await readReviewQueue()).toMatchObject({ due: [word.uuid], new: [other.uuid] });

    api.down = true;
    await recordAnswer(answerOf(3));
    expect(await readReviewQueue()).toMatchObject({ due: [], new: [other.uuid] });
  });
});
