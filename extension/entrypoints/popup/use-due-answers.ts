// What the popup's "Due today" test does with the card on show: reveal it, answer it (a review with
// its own id and time; offline it waits in the extension's storage), undo the last answer, bury or
// suspend it (at once, never kept offline: decision 0059), and take back words from their steps
// (decision 0046). One action at a time: a second key press while an answer is on its way would
// otherwise answer the same card twice and skip the next one.
import { type Dispatch, type SetStateAction, useCallback, useRef, useState } from 'react';
import type { Word } from '../../../shared/api';
import type { Score } from '../../../shared/words/types';
import { sendMessage, toApiError } from '../../lib/messages';
import type { PopupHold } from './HoldButtons';
import { useWordAudio } from './use-word-audio';

export interface DueAnswersInput {
  /** Today's queue in order, only words the popup knows. */
  opened: string[];
  words: Word[];
  setWords: Dispatch<SetStateAction<Word[]>>;
  position: number;
  setPosition: Dispatch<SetStateAction<number>>;
  onHeld(uuid: string): void;
}

interface Answered {
  answerId: string;
  uuid: string;
  scoreBefore: Score;
  sent: boolean;
}

const MAX_DURATION_MS = 3_600_000;

export function useDueAnswers({ opened, words, setWords, position, setPosition, onHeld }: DueAnswersInput) {
  // Words back from their steps join the order opened with (decision 0046).
  const [more, setMore] = useState<string[]>([]);
  const order = [...opened, ...more];
  const [revealed, setRevealed] = useState(false);
  const [problem, setProblem] = useState('');
  const [answered, setAnswered] = useState<Answered[]>([]);
  const shownAt = useRef(Date.now());
  const busy = useRef(false);
  const audio = useWordAudio();
  const card = words.find((word) => word.uuid === order[position]);
  const setScore = (uuid: string, score: Score) =>
    setWords((known) => known.map((word) => (word.uuid === uuid ? { ...word, score } : word)));

  /** Runs one call to the background at a time; its refusal is shown, the card stays. */
  async function oneAtATime(call: () => Promise<void>) {
    if (busy.current) return;
    busy.current = true;
    audio.stop();
    setProblem('');
    try {
      await call();
      shownAt.current = Date.now();
      setRevealed(false);
    } catch (error) {
      setProblem(toApiError(error).message);
    } finally {
      busy.current = false;
    }
  }

  function reveal() {
    if (!card || revealed) return;
    void audio.play([card.speechWord, card.speechSentence]);
    setRevealed(true);
  }

  const answer = (grade: number) =>
    card &&
    revealed &&
    oneAtATime(async () => {
      const answeredAt = Date.now();
      const body = {
        answerId: crypto.randomUUID(),
        uuid: card.uuid,
        grade,
        answeredAt,
        durationMs: Math.min(Math.max(answeredAt - shownAt.current, 0), MAX_DURATION_MS),
        source: 'popup',
      };
      const outcome = await sendMessage('answerReview', body);
      setScore(card.uuid, outcome.score);
      const entry = { answerId: body.answerId, uuid: card.uuid, scoreBefore: card.score, sent: outcome.sent };
      setAnswered((list) => [...list, entry]);
      setPosition((now) => now + 1);
    });

  const hold = (action: PopupHold) =>
    card &&
    oneAtATime(async () => {
      await sendMessage('holdWord', { uuid: card.uuid, action });
      // A word back from its steps leaves `more`; one of the order opened with leaves it there.
      if (position >= opened.length) setMore((now) => now.filter((_, i) => i !== position - opened.length));
      else onHeld(card.uuid);
    });

  const undo = () => {
    const last = answered.at(-1);
    return (
      last &&
      oneAtATime(async () => {
        const { score } = await sendMessage('undoReview', last);
        setScore(last.uuid, score);
        setAnswered((list) => list.slice(0, -1));
        setPosition((now) => Math.max(0, now - 1));
      })
    );
  };

  const takeBack = useCallback((uuids: string[]) => setMore((now) => [...now, ...uuids]), []);
  // Only words the popup knows can be shown; none is queued twice ahead of the card.
  const isNew = (uuid: string) =>
    words.some((word) => word.uuid === uuid) && !order.slice(position).includes(uuid);

  return {
    card,
    left: order.slice(position),
    revealed,
    problem,
    canUndo: answered.length > 0,
    unsent: answered.filter((a) => !a.sent).length,
    reveal,
    answer,
    hold,
    undo,
    takeBack,
    isNew,
  };
}

export type DueAnswers = ReturnType<typeof useDueAnswers>;
