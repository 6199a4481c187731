// The quick test in the "Due today" order: today's queue from the server (due words first, then
// new ones), each card answered once, after the reveal, with the spec's three scores (keys 1–3).
// Each answer is a review with its own id and time; offline it waits in the extension's storage.
import {
  type Dispatch,
  type KeyboardEvent,
  type SetStateAction,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { Word } from '../../../shared/api';
import {
  dueHeading,
  GRADE_CHOICES,
  QUICK_REVIEW_TEXTS,
  waitingAnswersLine,
} from '../../../shared/review/quick-review-texts';
import { sendMessage, toApiError } from '../../lib/messages';
import { StepsWait } from './StepsWait';
import { StudyCardFace } from './StudyCardFace';
import { useWordAudio } from './use-word-audio';
import './study.css';

interface DueTestProps {
  /** Today's queue in order, only words the popup knows. */
  order: string[];
  due: ReadonlySet<string>;
  words: Word[];
  setWords: Dispatch<SetStateAction<Word[]>>;
}

export function DueTest({ order: opened, due, words, setWords }: DueTestProps) {
  // Words back from their steps join the order opened with (decision 0046).
  const [more, setMore] = useState<string[]>([]);
  const order = [...opened, ...more];
  const [position, setPosition] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const [problem, setProblem] = useState('');
  const [waiting, setWaiting] = useState(0);
  const shownAt = useRef(Date.now());
  const cardRef = useRef<HTMLElement>(null);
  const audio = useWordAudio();
  const card = words.find((word) => word.uuid === order[position]);
  const left = order.slice(position);
  const dueLeft = left.filter((uuid) => due.has(uuid)).length;

  useEffect(() => {
    if (card) cardRef.current?.focus();
  }, [card]);
  const takeBack = useCallback((uuids: string[]) => setMore((now) => [...now, ...uuids]), []);
  // Only words the popup knows can be shown; none is queued twice ahead of the card.
  const isNew = (uuid: string) =>
    words.some((word) => word.uuid === uuid) && !order.slice(position).includes(uuid);

  if (!card)
    return (
      <section className="card study" aria-label={QUICK_REVIEW_TEXTS.dueMode}>
        <StepsWait key={position} isNew={isNew} onWords={takeBack}>
          <p className="study-done">{QUICK_REVIEW_TEXTS.doneTitle}</p>
          <p className="muted">{QUICK_REVIEW_TEXTS.doneHint}</p>
        </StepsWait>
        {waiting > 0 && <p className="muted small">{waitingAnswersLine(waiting)}</p>}
      </section>
    );

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
      setWords((known) =>
        known.map((word) => (word.uuid === card.uuid ? { ...word, score: outcome.score } : word)),
      );
      if (!outcome.sent) setWaiting((count) => count + 1);
      shownAt.current = Date.now();
      setRevealed(false);
      setPosition((now) => now + 1);
    } catch (error) {
      setProblem(toApiError(error).message);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const onButton = event.target instanceof HTMLButtonElement;
    const choice = GRADE_CHOICES.find((c) => String(c.grade) === event.key);
    if (choice && revealed) void answer(choice.grade);
    else if ((event.key === ' ' || event.key === 'Enter') && !onButton) reveal();
    else return;
    event.preventDefault();
  }

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
      </div>
      <StudyCardFace card={card} revealed={revealed} />
      {revealed ? (
        <fieldset className="grade-choices">
          <legend className="muted small">{QUICK_REVIEW_TEXTS.answers}</legend>
          {GRADE_CHOICES.map((choice) => (
            <button key={choice.grade} type="button" onClick={() => answer(choice.grade)}>
              <kbd>{choice.grade}</kbd> {choice.label}
            </button>
          ))}
        </fieldset>
      ) : (
        <button type="button" className="primary" onClick={reveal}>
          {QUICK_REVIEW_TEXTS.reveal}
        </button>
      )}
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      {waiting > 0 && <p className="muted small">{waitingAnswersLine(waiting)}</p>}
      <p className="muted small study-keys">{QUICK_REVIEW_TEXTS.keys}</p>
    </section>
  );
}
