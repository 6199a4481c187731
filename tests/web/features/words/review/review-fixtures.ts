// A stand-in for the review calls of the server, kept in memory, for the web tests of the "Due
// today" order and playlist: a queue of due and new words, answers that leave it (a word not known
// waits for its 10-minute step, then comes back ahead of the due ones, as the server's queue does:
// decision 0046), and an undo of the last answer that puts the word back where it was. The test files mock words-api.
import { expect, vi } from 'vitest';
import type { ReviewAnswerBody, ReviewProgress, ReviewQueue } from '../../../../../shared/api';
import { Grade, scoreForGrade } from '../../../../../shared/review/grades';
import {
  DEFAULT_STUDY_PREFERENCES,
  type StudyPreferences,
} from '../../../../../shared/review/study-preferences';
import { takeDueSteps } from '../../../../../shared/review/waiting-steps';
import type { ShownWord } from '../../../../../shared/words/types';
import {
  answerReview,
  fetchReviewProgress,
  fetchReviewQueue,
  fetchStudyPreferences,
  saveStudyPreferences,
  undoReview,
} from '../../../../../web/src/features/words/state/words-api';
import { appStore, tokenAtom } from '../../../../../web/src/lib/session';
import { makeToken, sampleUser } from '../../../render-app';

/** When the learner's next day starts in the stand-in queue: 04:00 UTC. */
export const NEXT_DAY_START = Date.UTC(2026, 10, 26, 4);

interface Stored {
  body: ReviewAnswerBody;
  list: 'due' | 'new';
  at: number;
  scoreBefore: number;
}

let signIns = 0;

/** What the stand-in adds to a word's answers (a leech's mark, decision 0046). */
export const answerExtras = new Map<string, { leech: boolean; lapses: number }>();

export function serveReviews(
  words: { due: ShownWord[]; fresh: ShownWord[]; intervals?: ReviewQueue['intervals'] },
  settings = DEFAULT_STUDY_PREFERENCES,
) {
  // A token of its own, so the study settings are loaded afresh for this test.
  appStore.set(tokenAtom, makeToken({ ...sampleUser, name: `Learner ${++signIns}` }));
  const queue = {
    due: words.due.map((w) => w.uuid),
    new: words.fresh.map((w) => w.uuid),
    waiting: [] as { uuid: string; due: number }[],
  };
  const scores = new Map([...words.due, ...words.fresh].map((w) => [w.uuid, w.score as number]));
  const answers: Stored[] = [];
  let stored: StudyPreferences = settings;
  vi.mocked(fetchStudyPreferences).mockImplementation(async () => stored);
  vi.mocked(saveStudyPreferences).mockImplementation(async (next) => {
    stored = next;
    return { ...next, message: 'Study settings updated.' };
  });
  vi.mocked(fetchReviewQueue).mockImplementation(async () => {
    const now = Date.now();
    const answer = takeDueSteps(
      { ...queue, day: '2026-11-25', nextDayStart: NEXT_DAY_START, reviewedToday: 0, newToday: 0, now },
      now,
    );
    queue.due = [...answer.due];
    queue.waiting = [...(answer.waiting ?? [])];
    return {
      ...answer,
      due: [...queue.due],
      new: [...queue.new],
      waiting: [...queue.waiting],
      ...(words.intervals && { intervals: words.intervals }),
    };
  });
  vi.mocked(answerReview).mockImplementation(async (body) => {
    const list = queue.due.includes(body.uuid) ? 'due' : 'new';
    const at = queue[list].indexOf(body.uuid);
    queue[list].splice(at, 1);
    const due = Date.now() + 10 * 60_000;
    if (body.grade === Grade.Again) queue.waiting.push({ uuid: body.uuid, due });
    answers.push({ body, list, at, scoreBefore: scores.get(body.uuid) ?? 1 });
    const score = scoreForGrade(body.grade as Grade);
    scores.set(body.uuid, score);
    return { answerId: body.answerId, uuid: body.uuid, score, due, ...answerExtras.get(body.uuid) };
  });
  vi.mocked(undoReview).mockImplementation(async (answerId) => {
    const last = answers.pop();
    expect(last?.body.answerId).toBe(answerId);
    if (!last) throw new Error('nothing to undo');
    for (const list of ['due', 'new'] as const) queue[list] = queue[list].filter((u) => u !== last.body.uuid);
    queue.waiting = queue.waiting.filter((step) => step.uuid !== last.body.uuid);
    queue[last.list].splice(last.at, 0, last.body.uuid);
    scores.set(last.body.uuid, last.scoreBefore);
    return { uuid: last.body.uuid, score: last.scoreBefore };
  });
  vi.mocked(fetchReviewProgress).mockResolvedValue({
    forecast: [
      { day: '2026-11-25', due: 0 },
      { day: '2026-11-26', due: 7 },
    ],
  } as ReviewProgress);
  return { queue, answers, settings: () => stored };
}
