// The test's "Due today" order: it walks the server's queue and records each answer as one review.
// An answer moves on at once; the calls run one after another (an undo waits for the answer it
// undoes), and after each the queue is asked again, so a word not known comes back the same day
// and the counts are the server's. Undo takes back this session's answers, last first.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReviewQueue, WordHoldAction } from '../../../../../shared/api';
import { ANSWER_DURATION_MAX_MS, type Grade } from '../../../../../shared/review/grades';
import { buriedText, suspendedText } from '../../../../../shared/review/hold-texts';
import type { NextIntervals } from '../../../../../shared/review/intervals';
import { withoutWord } from '../../../../../shared/review/waiting-steps';
import { isValidScore } from '../../../../../shared/words/study';
import { handleApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/toasts';
import { saveReviewAnswer } from '../state/offline-changes';
import { undoReview } from '../state/words-api';
import { setWordScore } from '../state/words-store';
import { type StudyPosition, useStudyPosition } from '../study/use-study-position';
import { changeHold } from './holds-api';
import type { Leech } from './leech-offer';
import { type QueueWords, useQueueWords, useReviewQueue } from './use-review-queue';

interface Answered {
  answerId: string;
  uuid: string;
}

export interface ReviewSession extends QueueWords {
  queue: ReviewQueue | null;
  position: StudyPosition;
  answer(grade: Grade, durationMs: number): void;
  undo(): void;
  canUndo: boolean;
  intervalsOf(uuid: string): NextIntervals | undefined;
  reload(): Promise<void>;
  /** Suspends or buries a word (the one on screen unless named): it leaves the queue at once. */
  hold(action: Extract<WordHoldAction, 'suspend' | 'bury'>, uuid?: string): void;
  /** The word the last answer made a leech, offered to suspend or rewrite, until dismissed. */
  leech: Leech | null;
  dismissLeech(): void;
}

const without = (queue: ReviewQueue | null, uuid: string): ReviewQueue | null =>
  queue && withoutWord(queue, uuid);

export function useReviewSession(): ReviewSession {
  const { queue, setQueue, reload } = useReviewQueue();
  // Words answered whose call (and the queue after it) has not come back yet.
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const queued = useQueueWords(queue, pending);
  const position = useStudyPosition(queued.words);
  // Words back from their steps after the queue ran empty: the soonest one first (decision 0046),
  // not the word the position last followed.
  const wasEmpty = useRef(false);
  const { goTo } = position;
  const empty = queued.words.length === 0;
  useEffect(() => {
    if (!empty && wasEmpty.current) goTo(0);
    wasEmpty.current = empty;
  }, [empty, goTo]);
  const answers = useRef<Answered[]>([]);
  const [canUndo, setCanUndo] = useState(false);
  const [leech, setLeech] = useState<Leech | null>(null);
  const chain = useRef<Promise<void>>(Promise.resolve());

  const run = useCallback((task: () => Promise<void>) => {
    chain.current = chain.current.then(task).catch(handleApiError);
  }, []);
  const remember = useCallback((update: (list: Answered[]) => Answered[]) => {
    answers.current = update(answers.current);
    setCanUndo(answers.current.length > 0);
  }, []);
  const settle = (uuid: string) => setPending((current) => new Set([...current].filter((u) => u !== uuid)));

  const answer = (grade: Grade, durationMs: number) => {
    const word = position.word;
    if (!word) return;
    const answered = { answerId: crypto.randomUUID(), uuid: word.uuid };
    setPending((current) => new Set(current).add(word.uuid));
    position.goTo(position.nextIndex);
    remember((list) => [...list, answered]);
    run(async () => {
      try {
        const result = await saveReviewAnswer({
          ...answered,
          grade,
          answeredAt: Date.now(),
          durationMs: Math.min(Math.max(0, Math.round(durationMs)), ANSWER_DURATION_MAX_MS),
          source: 'web-test',
        });
        // Offline (result null) the answer waits in the outbox: the word leaves today's queue here.
        if (result && isValidScore(result.score)) setWordScore(word.uuid, result.score);
        if (result?.leech) setLeech({ uuid: word.uuid, word: word.word, lapses: result.lapses ?? 0 });
        setQueue((current) => without(current, word.uuid));
      } catch (error) {
        remember((list) => list.filter((a) => a !== answered));
        throw error;
      } finally {
        await reload();
        settle(word.uuid);
      }
    });
  };

  const undo = () => {
    const last = answers.current.at(-1);
    if (!last) return;
    remember((list) => list.slice(0, -1));
    run(async () => {
      const restored = await undoReview(last.answerId);
      if (isValidScore(restored.score)) setWordScore(restored.uuid, restored.score);
      await reload();
      position.showWord(restored.uuid);
    });
  };

  // One hold at a time, as in the popup: a second press of "-" or "@" while the first call is out
  // would put away the word that has just come on screen, before the learner has seen it.
  const holding = useRef(false);
  const hold = (action: 'suspend' | 'bury', uuid = position.word?.uuid) => {
    const word = queued.words.find((w) => w.uuid === uuid) ?? (leech?.uuid === uuid ? leech : undefined);
    if (!uuid || !word || holding.current) return;
    holding.current = true;
    // As an answer does: the next word comes on screen, and this one leaves the queue.
    if (uuid === position.word?.uuid) position.goTo(position.nextIndex);
    setPending((current) => new Set(current).add(uuid));
    if (leech?.uuid === uuid) setLeech(null);
    run(async () => {
      try {
        await changeHold(uuid, action);
        setQueue((current) => without(current, uuid));
        void notifySuccess(action === 'suspend' ? suspendedText(word.word) : buriedText(word.word));
      } finally {
        holding.current = false;
        await reload();
        settle(uuid);
      }
    });
  };

  const intervalsOf = (uuid: string) => queue?.intervals?.[uuid];
  return {
    ...queued,
    queue,
    position,
    answer,
    undo,
    canUndo,
    reload,
    hold,
    leech,
    dismissLeech: () => setLeech(null),
    intervalsOf,
  };
}
