// A stand-in for the review calls of the server, kept in memory, for the web tests of the "Due
// today" order and playlist: a queue of due and new words, answers that leave it (a word not known
// comes back at the end of the due ones, as its 10-minute step makes it due again today), and an
// undo of the last answer that puts the word back where it was. The test files mock words-api.
import { expect, vi } from 'vitest';
import type { ReviewAnswerBody, ReviewProgress, ReviewQueue } from '../../../../../shared/api';
import { Grade, scoreForGrade } from '../../../../../shared/review/grades';
import {
  DEFAULT_STUDY_PREFERENCES,
  type StudyPreferences,
} from '../../../../../shared/review/study-preferences';
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

export function serveReviews(
  words: { due: ShownWord[]; fresh: ShownWord[]; intervals?: ReviewQueue['intervals'] },
  settings = DEFAULT_STUDY_PREFERENCES,
) {
  // A token of its own, so the study settings are loaded afresh for this test.
  appStore.set(tokenAtom, makeToken({ ...sampleUser, name: `Learner ${++signIns}` }));
  const queue = { due: words.due.map((w) => w.uuid), new: words.fresh.map((w) => w.uuid) };
  const scores = new Map([...words.due, ...words.fresh].map((w) => [w.uuid, w.score as number]));
  const answers: Stored[] = [];
  let stored: StudyPreferences = settings;
  vi.mocked(fetchStudyPreferences).mockImplementation(async () => stored);
  vi.mocked(saveStudyPreferences).mockImplementation(async (next) => {
    stored = next;
    return { ...next, message: 'Study settings updated.' };
  });
  vi.mocked(fetchReviewQueue).mockImplementation(async () => ({
    day: '2026-11-25',
    nextDayStart: NEXT_DAY_START,
    due: [...queue.due],
    new: [...queue.new],
    reviewedToday: 0,
    newToday: 0,
    ...(words.intervals && { intervals: words.intervals }),
  }));
  vi.mocked(answerReview).mockImplementation(async (body) => {
    const list = queue.due.includes(body.uuid) ? 'due' : 'new';
    const at = queue[list].indexOf(body.uuid);
    queue[list].splice(at, 1);
    if (body.grade === Grade.Again) queue.due.push(body.uuid);
    answers.push({ body, list, at, scoreBefore: scores.get(body.uuid) ?? 1 });
    const score = scoreForGrade(body.grade as Grade);
    scores.set(body.uuid, score);
    return { answerId: body.answerId, uuid: body.uuid, score, due: 0 };
  });
  vi.mocked(undoReview).mockImplementation(async (answerId) => {
    const last = answers.pop();
    expect(last?.body.answerId).toBe(answerId);
    if (!last) throw new Error('nothing to undo');
    for (const list of ['due', 'new'] as const) queue[list] = queue[list].filter((u) => u !== last.body.uuid);
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
