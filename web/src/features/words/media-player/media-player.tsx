// The media player mode (SPEC §2, §4 "Media player"), with a playlist beside the spec's shown
// words: "Due today", today's queue of the test (due words, then new ones). Listening is exposure,
// not an answer: nothing is recorded (docs/decisions/0020-spaced-repetition.md).
import { useState } from 'react';
import type { ReviewQueue } from '../../../../../shared/api';
import { LOADING_MESSAGE } from '../../../../../shared/app';
import { REVIEW_TEXTS, STUDY_ORDERS, type StudyOrder } from '../../../../../shared/review/texts';
import { nextStepAt } from '../../../../../shared/review/waiting-steps';
import type { ShownWord } from '../../../../../shared/words/types';
import { NextWordCountdown } from '../review/next-word-countdown';
import { OrderBar } from '../review/order-bar';
import { useQueueWords, useReviewQueue } from '../review/use-review-queue';
import { NoWords } from '../study/no-words';
import { useShownWords } from '../study/shown-words';
import { PlayerSession } from './player-session';
import './media-player.css';

function DuePlaylist({ queue, words }: { queue: ReviewQueue | null; words: readonly ShownWord[] }) {
  // Only words in their steps left: the player takes the next one when its step is due (decision 0046).
  const stepAt = nextStepAt(queue);
  const empty =
    stepAt !== null ? (
      <NextWordCountdown at={stepAt} />
    ) : (
      <p className="study-empty" role="status">
        {queue ? REVIEW_TEXTS.nothingDue : LOADING_MESSAGE}
      </p>
    );
  return <PlayerSession words={words} empty={empty} />;
}

function ShownPlaylist() {
  return <PlayerSession words={useShownWords()} empty={<NoWords />} />;
}

export function MediaPlayer() {
  const [playlist, setPlaylist] = useState<StudyOrder>(STUDY_ORDERS.list);
  const due = playlist === STUDY_ORDERS.due;
  // Asked for only once the learner picks the playlist: the spec's player calls nothing new.
  const { queue } = useReviewQueue(due);
  const queued = useQueueWords(queue);
  return (
    <div className="study-ordered">
      <OrderBar
        label={REVIEW_TEXTS.playlistLabel}
        labels={REVIEW_TEXTS.playlists}
        order={playlist}
        onOrder={setPlaylist}
        left={due && queue ? { due: queued.due, fresh: queued.fresh } : null}
      />
      {/* Each playlist is its own player: switching stops the sound. */}
      {due ? <DuePlaylist queue={queue} words={queued.words} /> : <ShownPlaylist />}
    </div>
  );
}
