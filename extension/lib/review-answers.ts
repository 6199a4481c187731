// The quick test's answers on their way to the server (issue 16 part 5). Each answer carries the
// popup's id (a UUID) and the time it was given; it is stored first, then sent. An answer that
// cannot be sent (offline, expired session) waits in extension storage and goes out with the save
// queue's rhythm, a minute apart, with the time it was given. The server counts an answer id once,
// so an answer sent again after a lost reply is never counted twice.
import { browser } from 'wxt/browser';
import { paths, type ReviewAnswerBody, type ReviewAnswerResult, type ReviewQueue } from '../../shared/api';
import { type Grade, isGrade, REVIEW_MESSAGES, scoreForGrade } from '../../shared/review/grades';
import { withoutWord } from '../../shared/review/waiting-steps';
import { isValidScore } from '../../shared/words/rules';
import type { Score } from '../../shared/words/types';
import { callApi, isPassingFailure } from './api-client';
import { MessageError } from './message-errors';
import type { UndoRequest } from './message-types';
import { answersQueueItem, readAnswers, reviewQueueItem, type WaitingAnswer } from './review-storage';
import { currentLearner, type LearnerSession } from './session';
import { belongsTo, learnerTagOf } from './storage';
import { rememberScore } from './words-cache';

export { answersQueueItem, readAnswers, reviewQueueItem } from './review-storage';

export const ANSWERS_ALARM = 'send-waiting-answers';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the popup hears back: the word's score, sent now or kept for later. */
export interface AnswerOutcome {
  sent: boolean;
  score: Score;
}

let turn: Promise<unknown> = Promise.resolve();

/** An answer the session of `learner` may send: their own, or one given before answers were tagged. */
const sendableBy = (learner: LearnerSession | null) => (answer: WaitingAnswer) =>
  belongsTo(learner?.user.uuid, answer);

/**
 * Changes the stored answers one change at a time, and keeps the retry alarm while any wait that
 * the learner signed in may send (another learner's wait for their sign-in, not for the alarm).
 */
function updateAnswers(change: (queue: WaitingAnswer[]) => WaitingAnswer[]) {
  const next = turn.then(async () => {
    const queue = change(await readAnswers());
    await answersQueueItem.setValue(queue);
    if (!queue.some(sendableBy(await currentLearner()))) await browser.alarms.clear(ANSWERS_ALARM);
    else if (!(await browser.alarms.get(ANSWERS_ALARM)))
      await browser.alarms.create(ANSWERS_ALARM, { periodInMinutes: 1 });
    return queue;
  });
  turn = next.catch(() => undefined);
  return next;
}

function checked(body: ReviewAnswerBody): ReviewAnswerBody & { grade: Grade } {
  if (!UUID.test(body.answerId)) throw new MessageError('invalid_answer_id', REVIEW_MESSAGES.invalidAnswerId);
  const { grade } = body;
  if (!isGrade(grade)) throw new MessageError('invalid_grade', REVIEW_MESSAGES.invalidGrade);
  return { ...body, grade, source: 'popup' };
}

/** Sends one answer in the session of the learner who gave it. */
async function send({ learner: _learner, ...body }: WaitingAnswer, session: LearnerSession) {
  const result = await callApi<ReviewAnswerResult>(paths.reviewAnswer, {
    method: 'POST',
    json: body,
    token: session.token,
  });
  if (isValidScore(result.score)) await rememberScore(body.uuid, result.score, session.user.uuid);
  return result;
}

/** Keeps the answer, then tries to send it with everything that waits before it. */
export async function recordAnswer(answer: ReviewAnswerBody): Promise<AnswerOutcome> {
  const learner = await currentLearner();
  const answered = checked(answer);
  // Sent only in the session of the learner who answered (sendWaiting).
  const body: WaitingAnswer = { ...answered, ...(learner && { learner: learnerTagOf(learner.user) }) };
  await updateAnswers((queue) =>
    queue.some((w) => w.answerId === body.answerId) ? queue : [...queue, body],
  );
  const score = scoreForGrade(answered.grade);
  await rememberScore(body.uuid, score);
  const cached = await reviewQueueItem.getValue();
  // The word leaves the kept queue, its waiting step included: the server's next queue says when.
  if (cached) await reviewQueueItem.setValue(withoutWord(cached, body.uuid));
  await flushAnswers();
  const waiting = (await readAnswers()).some((w) => w.answerId === body.answerId);
  return { sent: !waiting, score };
}

/**
 * Takes back an answer of the popup. Whatever waits is tried first, so the answer is either still
 * waiting (offline: it is dropped and never leaves, the score before it comes back) or on the
 * server, where only the learner's last answer can be undone (POST /review/undo decides).
 */
export async function undoLastAnswer({
  answerId,
  uuid,
  scoreBefore,
}: UndoRequest): Promise<{ score: Score }> {
  if (!UUID.test(answerId)) throw new MessageError('invalid_answer_id', REVIEW_MESSAGES.invalidAnswerId);
  await flushAnswers();
  if ((await readAnswers()).some((w) => w.answerId === answerId)) {
    await updateAnswers((queue) => queue.filter((w) => w.answerId !== answerId));
    if (isValidScore(scoreBefore)) await rememberScore(uuid, scoreBefore);
    return { score: scoreBefore };
  }
  const restored = await callApi<{ uuid: string; score: number }>(paths.reviewUndo, {
    method: 'POST',
    json: { answerId },
  });
  if (!isValidScore(restored.score))
    throw new MessageError('bad_answer', 'The server answered with no valid score.');
  await rememberScore(restored.uuid, restored.score);
  return { score: restored.score };
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
  // The session of this round: a learner who signs in meanwhile does not send another's answers.
  const session = await currentLearner();
  for (const body of (await readAnswers()).filter(sendableBy(session))) {
    try {
      await send(body, session as LearnerSession);
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
