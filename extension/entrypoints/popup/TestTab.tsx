// The popup's Test tab: the spec's quick test over all words, as it always opened, and beside it
// "Due today" (today's review queue, issue 16 part 5); two toggle buttons switch between them.
// The queue is read once when the tab opens, so answering does not reshuffle it; the "Due today"
// count goes down with each answer (and up with an undo).
import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import type { ReviewQueue, TokenUser, Word } from '../../../shared/api';
import { QUICK_REVIEW_TEXTS } from '../../../shared/review/quick-review-texts';
import { sendMessage } from '../../lib/messages';
import { DueTest } from './DueTest';
import { QuickTest } from './QuickTest';

interface TestTabProps {
  user: TokenUser;
  words: Word[];
  setWords: Dispatch<SetStateAction<Word[]>>;
}

type Mode = 'due' | 'all';

export function TestTab({ user, words, setWords }: TestTabProps) {
  // undefined while asking; null when there is no queue (never fetched, offline).
  const [queue, setQueue] = useState<ReviewQueue | null | undefined>(undefined);
  const [chosen, setChosen] = useState<Mode | null>(null);
  // How far the "Due today" test has come: its count shows what is left, answer by answer.
  const [position, setPosition] = useState(0);
  // Words buried or suspended from "Due today" leave its order and its count.
  const [held, setHeld] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    sendMessage('reviewQueue').then(setQueue, () => setQueue(null));
  }, []);

  if (queue === undefined) return <p className="card muted">{QUICK_REVIEW_TEXTS.loading}</p>;
  const known = new Set(words.map((word) => word.uuid));
  const order = queue
    ? [...queue.due, ...queue.new].filter((uuid) => known.has(uuid) && !held.has(uuid))
    : [];
  const left = Math.max(0, order.length - position);
  const mode = chosen ?? 'all';
  const toggle = (value: Mode, label: string) => (
    <button type="button" aria-pressed={mode === value} onClick={() => setChosen(value)}>
      {label}
    </button>
  );
  return (
    <>
      <fieldset className="test-modes">
        <legend className="visually-hidden">{QUICK_REVIEW_TEXTS.modes}</legend>
        {toggle('all', QUICK_REVIEW_TEXTS.allMode)}
        {toggle('due', `${QUICK_REVIEW_TEXTS.dueMode} (${left})`)}
      </fieldset>
      {mode === 'due' ? (
        <DueTest
          order={order}
          due={new Set(queue?.due ?? [])}
          intervals={queue?.intervals}
          words={words}
          setWords={setWords}
          position={position}
          setPosition={setPosition}
          onHeld={(uuid) => setHeld((now) => new Set([...now, uuid]))}
        />
      ) : (
        <QuickTest user={user} words={words} setWords={setWords} />
      )}
    </>
  );
}
