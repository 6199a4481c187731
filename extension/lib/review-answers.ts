// The quick test's answers on their way to the server (issue 16 part 5). Each answer carries the
// popup's id (a UUID) and the time it was given; it is stored first, then sent. An answer that
// cannot be sent (offline, expired session) waits in extension storage and goes out with the save
// queue's rhythm, a minute apart, with the time it was given. The server counts an answer id once,
// so an answer sent again after a lost reply is never counted twice.
import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import { paths, type ReviewAnswerBody, type ReviewAnswerResult, type ReviewQueue } from '../../shared/api';
import { type Grade, isGrade, REVIEW_MESSAGES, scoreForGrade } from '../../shared/review/grades';
import { isValidScore } from '../../shared/words/rules';
import type { Score } from '../../shared/words/types';
import { callApi, isPassingFailure } from './api-client';
import { MessageError } from './message-errors';
import { rememberScore } from './words-cache';

export const ANSWERS_ALARM = 'send-waiting-answers';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const answersQueueItem = storage.defineItem<ReviewAnswerBody[]>('local:reviewAnswers', {
  fallback: [],
  version: 1,
});

/** Today's queue as last fetched, for a popup opened offline; answered words leave it. */
export const reviewQueueItem = storage.defineItem<ReviewQueue | null>('local:reviewQueue', {
  fallback: null,
  version: 1,
});

/** What the popup hears back: the word's score, sent now or kept for later. */
export interface AnswerOutcome {
  sent: boolean;
  score: Score;
}

let turn: Promise<unknown> = Promise.resolve();

/** Changes the stored answers one change at a time, and keeps the retry alarm while any wait. */
function updateAnswers(change: (queue: ReviewAnswerBody[]) => ReviewAnswerBody[]) {
  const next = turn.then(async () => {
    const queue = change(await readAnswers());
    await answersQueueItem.setValue(queue);
    if (queue.length === 0) await browser.alarms.clear(ANSWERS_ALARM);
    else if (!(await browser.alarms.get(ANSWERS_ALARM)))
      await browser.alarms.create(ANSWERS_ALARM, { periodInMinutes: 1 });
    return queue;
  });
  turn = next.catch(() => undefined);
  return next;
}

export async function readAnswers(): Promise<ReviewAnswerBody[]> {
  const queue = await answersQueueItem.getValue();
  return Array.isArray(queue) ? queue : [];
}

function checked(body: ReviewAnswerBody): ReviewAnswerBody & { grade: Grade } {
  if (!UUID.test(body.answerId)) throw new MessageError('invalid_answer_id', REVIEW_MESSAGES.invalidAnswerId);
  const { grade } = body;
  if (!isGrade(grade)) throw new MessageError('invalid_grade', REVIEW_MESSAGES.invalidGrade);
  return { ...body, grade, source: 'popup' };
}

async function send(body: ReviewAnswerBody): Promise<ReviewAnswerResult> {
  const result = await callApi<ReviewAnswerResult>(paths.reviewAnswer, { method: 'POST', json: body });
  if (isValidScore(result.score)) await rememberScore(body.uuid, result.score);
  return result;
}

/** Keeps the answer, then tries to send it with everything that waits before it. */
export async function recordAnswer(answer: ReviewAnswerBody): Promise<AnswerOutcome> {
  const body = checked(answer);
  await updateAnswers((queue) =>
    queue.some((w) => w.answerId === body.answerId) ? queue : [...queue, body],
  );
  const score = scoreForGrade(body.grade);
  await rememberScore(body.uuid, score);
  const cached = await reviewQueueItem.getValue();
  if (cached) {
    const left = (uuids: string[]) => uuids.filter((uuid) => uuid !== body.uuid);
    await reviewQueueItem.setValue({ ...cached, due: left(cached.due), new: left(cached.new) });
  }
  await flushAnswers();
  const waiting = (await readAnswers()).some((w) => w.answerId === body.answerId);
  return { sent: !waiting, score };
}

let running: Promise<number> | null = null;

/** Sends the waiting answers, oldest first; answers how many still wait. One round at a time. */
export function flushAnswers(): Promise<number> {
  running ??= sendWaiting().finally(() => {
    running = null;
  });
  return running;
}

async function sendWaiting(): Promise<number> {
  for (const body of await readAnswers()) {
    try {
      await send(body);
    } catch (error) {
      // Offline, signed out, a busy server: everything waits for the next round. Any other
      // refusal (an answer too old, a word deleted since) would be refused again: it leaves.
      if (isPassingFailure(error)) break;
    }
    await updateAnswers((queue) => queue.filter((w) => w.answerId !== body.answerId));
  }
  return (await readAnswers()).length;
}

/**
 * Today's queue of the learner: due words first, then new ones (the web test's order). Offline, the
 * one last fetched, without the words answered since; null when there is none.
 */
export async function readReviewQueue(): Promise<ReviewQueue | null> {
  try {
    await flushAnswers();
    const queue = await callApi<ReviewQueue>(paths.reviewQueue);
    await reviewQueueItem.setValue(queue);
    return queue;
  } catch (error) {
    if (!isPassingFailure(error)) throw error;
    return reviewQueueItem.getValue();
  }
}
