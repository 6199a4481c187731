// The test mode (SPEC §2 "Test mode", §4 "Test", "Score"), with a second order beside the spec's:
// "Due today" walks the server's queue (due words, then new ones) and records each answer as a
// review (docs/decisions/0020-spaced-repetition.md). It is the order the test opens in whenever
// something is due; the spec's order (the shown words, as the panel sorts them) stays a choice.
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { LOADING_MESSAGE } from '../../../../../shared/app';
import { REVIEW_TEXTS, STUDY_ORDERS, type StudyOrder } from '../../../../../shared/review/texts';
import { nextStepAt } from '../../../../../shared/review/waiting-steps';
import { DoneToday } from '../review/done-today';
import { LeechOffer } from '../review/leech-offer';
import { NextWordCountdown } from '../review/next-word-countdown';
import { OrderBar } from '../review/order-bar';
import { StudySettingsDialog } from '../review/study-settings-dialog';
import { type ReviewSession, useReviewSession } from '../review/use-review-session';
import { wordDialogAtom } from '../state/dialog-state';
import { NoWords } from '../study/no-words';
import { useShownWords } from '../study/shown-words';
import { useStudyPosition } from '../study/use-study-position';
import { TestSession } from './test-session';
import './test-mode.css';

/** The spec's test: the shown words in the panel's order, wrapping at both ends. */
function ListTest() {
  const words = useShownWords();
  const position = useStudyPosition(words);
  return <TestSession words={words} position={position} empty={<NoWords />} />;
}

interface DueTestProps {
  review: ReviewSession;
  onAllWords(): void;
  onSettings(): void;
}

function DueTest({ review, onAllWords, onSettings }: DueTestProps) {
  const openDialog = useSetAtom(wordDialogAtom);
  // Only words in their steps left: the next one comes back when its step is due (decision 0046).
  const stepAt = nextStepAt(review.queue);
  const { leech } = review;
  const offer = leech && (
    <LeechOffer
      leech={leech}
      onSuspend={() => review.hold('suspend', leech.uuid)}
      onRewrite={() => {
        review.dismissLeech();
        openDialog({ mode: 'edit', uuid: leech.uuid });
      }}
      onDismiss={review.dismissLeech}
    />
  );
  const empty =
    stepAt !== null ? (
      <NextWordCountdown at={stepAt} />
    ) : review.queue ? (
      <DoneToday
        queue={review.queue}
        onAllWords={onAllWords}
        onSettings={onSettings}
        canUndo={review.canUndo}
        onUndo={review.undo}
      />
    ) : (
      <p className="page-loading" role="status">
        {LOADING_MESSAGE}
      </p>
    );
  return (
    <>
      {offer}
      <TestSession words={review.words} position={review.position} empty={empty} review={review} />
    </>
  );
}

export function TestMode() {
  const review = useReviewSession();
  const [chosen, setChosen] = useState<StudyOrder | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // The order is settled once, when the first queue arrives: due words make it "Due today". Set
  // while rendering (React's way for state that follows props), so no other order flashes first.
  if (chosen === null && review.queue) {
    setChosen(review.queue.due.length > 0 ? STUDY_ORDERS.due : STUDY_ORDERS.list);
  }
  const order = chosen ?? STUDY_ORDERS.list;

  return (
    <div className="study-ordered">
      <OrderBar
        label={REVIEW_TEXTS.orderLabel}
        labels={REVIEW_TEXTS.orders}
        order={order}
        onOrder={setChosen}
        left={review.queue ? { due: review.due, fresh: review.fresh } : null}
        onSettings={() => setSettingsOpen(true)}
      />
      {order === STUDY_ORDERS.due ? (
        <DueTest
          review={review}
          onAllWords={() => setChosen(STUDY_ORDERS.list)}
          onSettings={() => setSettingsOpen(true)}
        />
      ) : (
        <ListTest />
      )}
      <StudySettingsDialog
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        onSaved={() => void review.reload()}
      />
    </div>
  );
}
