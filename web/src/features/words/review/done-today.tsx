// The end of today's queue: done for today, what tomorrow holds (from the progress figures' forecast)
// and when the next day starts, with a way back to the spec's order and to the study settings, and
// an undo of the answer that ended the day.
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { ReviewQueue } from '../../../../../shared/api';
import { nextDayText, REVIEW_TEXTS, tomorrowText } from '../../../../../shared/review/texts';
import { fetchReviewProgress } from '../state/words-api';
import { UndoButton } from './answer-buttons';
import { studyPreferencesAtom } from './study-preferences-state';
import { useReviewKeys } from './use-review-keys';
import './review.css';

/** Words due on the learner's next day, or null when the server could not tell. */
function useDueTomorrow(): number | null {
  const [due, setDue] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    Promise.resolve(fetchReviewProgress())
      .then((progress) => {
        const tomorrow = progress?.forecast?.[1]?.due;
        if (live && typeof tomorrow === 'number') setDue(tomorrow);
      })
      // The forecast is a bonus: without it the screen still says the day is done.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return due;
}

function clockTime(at: number, timeZone: string | undefined): string {
  try {
    return new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', timeZone }).format(at);
  } catch {
    return new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(at);
  }
}

interface DoneTodayProps {
  queue: ReviewQueue | null;
  onAllWords(): void;
  onSettings(): void;
  /** The last answer can still be taken back from here (button, U, Ctrl+Z). */
  canUndo: boolean;
  onUndo(): void;
}

const noAnswer = () => undefined;

export function DoneToday({ queue, onAllWords, onSettings, canUndo, onUndo }: DoneTodayProps) {
  const tomorrow = useDueTomorrow();
  useReviewKeys({ answer: noAnswer, undo: onUndo });
  const zone = useAtomValue(studyPreferencesAtom)?.timeZone;
  return (
    <section className="review-done" aria-labelledby="review-done-title">
      <h2 id="review-done-title" className="review-done__title">
        {REVIEW_TEXTS.doneTitle}
      </h2>
      <p className="review-done__text">{REVIEW_TEXTS.doneBody}</p>
      {tomorrow !== null && <p className="review-done__text">{tomorrowText(tomorrow)}</p>}
      {queue && <p className="review-done__text">{nextDayText(clockTime(queue.nextDayStart, zone))}</p>}
      <div className="review-done__actions">
        <button type="button" className="button button--primary" onClick={onAllWords}>
          {REVIEW_TEXTS.backToList}
        </button>
        <button type="button" className="button button--secondary" onClick={onSettings}>
          {REVIEW_TEXTS.settings}
        </button>
        {canUndo && <UndoButton onUndo={onUndo} />}
      </div>
    </section>
  );
}
