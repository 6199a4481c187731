// The quick test in the "Due today" order: today's queue from the server (due words first, then
// new ones), each card answered once, after the reveal, with the web test's four grades (keys 1–4),
// each showing when the word comes back; U undoes the last answer. A word in its steps comes back
// when its step is due, with a countdown once nothing else is left. Each answer is a review with its
// own id and time; offline it waits in the extension's storage. Bury and Suspend take the word
// out of today's order at once (they are not kept offline).
import {
  type Dispatch,
  type KeyboardEvent,
  type SetStateAction,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { ReviewQueue, Word } from '../../../shared/api';
import {
  dueHeading,
  QUICK_REVIEW_TEXTS,
  waitingAnswersLine,
} from '../../../shared/review/quick-review-texts';
import { GRADE_BUTTONS, REVIEW_TEXTS } from '../../../shared/review/texts';
import type { Score } from '../../../shared/words/types';
import { sendMessage, toApiError } from '../../lib/messages';
import { GradeButton } from './GradeButton';
import { HoldButtons, type PopupHold } from './HoldButtons';
import { StepsWait } from './StepsWait';
import { StudyCardFace } from './StudyCardFace';
import { useWordAudio } from './use-word-audio';
import './study.css';

interface DueTestProps {
  /** Today's queue in order, only words the popup knows. */
  order: string[];
  due: ReadonlySet<string>;
  intervals: ReviewQueue['intervals'];
  words: Word[];
  setWords: Dispatch<SetStateAction<Word[]>>;
  /** How many of `order` are answered: the Test tab counts what is left from it. */
  position: number;
  setPosition: Dispatch<SetStateAction<number>>;
  /** A word of `order` buried or suspended: it leaves the order, so the next one takes its place. */
  onHeld(uuid: string): void;
}

interface Answered {
  answerId: string;
  uuid: string;
  scoreBefore: Score;
  sent: boolean;
}

export function DueTest({
  order: opened,
  due,
  intervals,
  words,
  setWords,
  position,
  setPosition,
  onHeld,
}: DueTestProps) {
  // Words back from their steps join the order opened with (decision 0046).
  const [more, setMore] = useState<string[]>([]);
  const order = [...opened, ...more];
  const [revealed, setRevealed] = useState(false);
  const [problem, setProblem] = useState('');
  const [answered, setAnswered] = useState<Answered[]>([]);
  const shownAt = useRef(Date.now());
  const cardRef = useRef<HTMLElement>(null);
  const audio = useWordAudio();
  const card = words.find((word) => word.uuid === order[position]);
  const left = order.slice(position);
  const dueLeft = left.filter((uuid) => due.has(uuid)).length;
  const waiting = answered.filter((a) => !a.sent).length;
  const setScore = (uuid: string, score: Score) =>
    setWords((known) => known.map((word) => (word.uuid === uuid ? { ...word, score } : word)));

  useEffect(() => {
    if (card) cardRef.current?.focus();
  }, [card]);
  const takeBack = useCallback((uuids: string[]) => setMore((now) => [...now, ...uuids]), []);
  // Only words the popup knows can be shown; none is queued twice ahead of the card.
  const isNew = (uuid: string) =>
    words.some((word) => word.uuid === uuid) && !order.slice(position).includes(uuid);

  function reveal() {
    if (!card || revealed) return;
    void audio.play([card.speechWord, card.speechSentence]);
    setRevealed(true);
  }

  async function answer(grade: number) {
    if (!card) return;
    audio.stop();
    setProblem('');
    const answeredAt = Date.now();
    const body = {
      answerId: crypto.randomUUID(),
      uuid: card.uuid,
      grade,
      answeredAt,
      durationMs: Math.min(Math.max(answeredAt - shownAt.current, 0), 3_600_000),
      source: 'popup',
    };
    try {
      const outcome = await sendMessage('answerReview', body);
      setScore(card.uuid, outcome.score);
      const scoreBefore = card.score;
      setAnswered((list) => [
        ...list,
        { answerId: body.answerId, uuid: card.uuid, scoreBefore, sent: outcome.sent },
      ]);
      shownAt.current = Date.now();
      setRevealed(false);
      setPosition((now) => now + 1);
    } catch (error) {
      setProblem(toApiError(error).message);
    }
  }

  async function hold(action: PopupHold) {
    if (!card) return;
    audio.stop();
    setProblem('');
    try {
      await sendMessage('holdWord', { uuid: card.uuid, action });
      // A word back from its steps leaves `more`; one of the order opened with leaves it there.
      if (position >= opened.length) setMore((now) => now.filter((_, i) => i !== position - opened.length));
      else onHeld(card.uuid);
      shownAt.current = Date.now();
      setRevealed(false);
    } catch (error) {
      setProblem(toApiError(error).message);
    }
  }

  async function undo() {
    const last = answered.at(-1);
    if (!last) return;
    audio.stop();
    setProblem('');
    try {
      const { score } = await sendMessage('undoReview', last);
      setScore(last.uuid, score);
      setAnswered((list) => list.slice(0, -1));
      setRevealed(false);
      setPosition((now) => Math.max(0, now - 1));
      shownAt.current = Date.now();
    } catch (error) {
      setProblem(toApiError(error).message);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const onButton = event.target instanceof HTMLButtonElement;
    const choice = GRADE_BUTTONS.find((c) => c.key === event.key);
    if (choice && revealed) void answer(choice.grade);
    else if (event.key === 'u' || event.key === 'U' || (event.key === 'z' && event.ctrlKey)) void undo();
    else if ((event.key === ' ' || event.key === 'Enter') && !onButton) reveal();
    else return;
    event.preventDefault();
  }

  const undoButton = (
    <button type="button" className="study-undo" disabled={answered.length === 0} onClick={undo}>
      {REVIEW_TEXTS.undo}
    </button>
  );
  const footer = (
    <>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      {waiting > 0 && <p className="muted small">{waitingAnswersLine(waiting)}</p>}
    </>
  );

  if (!card)
    return (
      <section className="card study" aria-label={QUICK_REVIEW_TEXTS.dueMode} onKeyDown={onKeyDown}>
        <StepsWait key={position} isNew={isNew} onWords={takeBack}>
          <p className="study-done">{QUICK_REVIEW_TEXTS.doneTitle}</p>
          <p className="muted">{QUICK_REVIEW_TEXTS.doneHint}</p>
        </StepsWait>
        {answered.length > 0 && undoButton}
        {footer}
      </section>
    );

  return (
    <section
      className="card study"
      aria-label={QUICK_REVIEW_TEXTS.dueMode}
      tabIndex={-1}
      ref={cardRef}
      onKeyDown={onKeyDown}
    >
      <div className="study-top">
        <span className="muted">{dueHeading(dueLeft, left.length - dueLeft)}</span>
        {undoButton}
      </div>
      <StudyCardFace card={card} revealed={revealed} />
      {revealed ? (
        <fieldset className="grade-choices grade-choices--four">
          <legend className="muted small">{QUICK_REVIEW_TEXTS.answers}</legend>
          {GRADE_BUTTONS.map((choice) => (
            <GradeButton
              key={choice.grade}
              choice={choice}
              interval={intervals?.[card.uuid]?.[choice.grade - 1]}
              onAnswer={answer}
            />
          ))}
        </fieldset>
      ) : (
        <button type="button" className="primary" onClick={reveal}>
          {QUICK_REVIEW_TEXTS.reveal}
        </button>
      )}
      <HoldButtons onHold={hold} />
      {footer}
      <p className="muted small study-keys">{QUICK_REVIEW_TEXTS.keys}</p>
    </section>
  );
}
