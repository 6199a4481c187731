// The quick test in the "Due today" order: today's queue from the server (due words first, then
// new ones), each card answered once, after the reveal, with the web test's four grades, each
// showing when the word comes back; Undo takes the last answer back; Bury and Suspend take the
// word out of today's order. Everything has the web test's keys (use-due-keys.ts). A word in its
// steps comes back when its step is due, with a countdown once nothing else is left.
import { type Dispatch, type SetStateAction, useEffect, useRef } from 'react';
import type { ReviewQueue, Word } from '../../../shared/api';
import { QUICK_REVIEW_TEXTS } from '../../../shared/review/quick-review-texts';
import { DueCard } from './DueCard';
import { DueProblems } from './DueProblems';
import { StepsWait } from './StepsWait';
import { UndoAnswerButton } from './UndoAnswerButton';
import { useDueAnswers } from './use-due-answers';
import { useDueKeys } from './use-due-keys';
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

export function DueTest({ order, due, intervals, ...rest }: DueTestProps) {
  const study = useDueAnswers({ opened: order, ...rest });
  useDueKeys(study);
  const { card } = study;
  // Focused when a word comes, so a screen reader reads it out.
  const cardRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (card) cardRef.current?.focus();
  }, [card]);
  return (
    <section className="card study" aria-label={QUICK_REVIEW_TEXTS.dueMode} tabIndex={-1} ref={cardRef}>
      {card ? (
        <DueCard
          card={card}
          study={study}
          dueLeft={study.left.filter((uuid) => due.has(uuid)).length}
          intervals={intervals?.[card.uuid]}
        />
      ) : (
        <>
          <StepsWait key={rest.position} isNew={study.isNew} onWords={study.takeBack}>
            <p className="study-done">{QUICK_REVIEW_TEXTS.doneTitle}</p>
            <p className="muted">{QUICK_REVIEW_TEXTS.doneHint}</p>
          </StepsWait>
          {study.canUndo && <UndoAnswerButton disabled={false} onUndo={study.undo} />}
          <DueProblems problem={study.problem} unsent={study.unsent} />
        </>
      )}
    </section>
  );
}
