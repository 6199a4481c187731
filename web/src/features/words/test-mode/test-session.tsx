// The test's card and controls (SPEC §2 "Test mode", §4 "Test", "Score"): flash cards over a list of
// words. The answer (translations and picture) starts hidden for every word; revealing it speaks
// the word and then the sentence unless muted. The learner scores each word from 1 to 3. In the
// "Due today" order the answer buttons below record each answer as a review.
import { useSetAtom } from 'jotai';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { Grade } from '../../../../../shared/review/grades';
import type { NextIntervals } from '../../../../../shared/review/intervals';
import { REVIEW_HELP } from '../../../../../shared/review/texts';
import type { ShownWord } from '../../../../../shared/words/types';
import { StudyLinks } from '../links/word-links';
import { AnswerButtons } from '../review/answer-buttons';
import { HoldButtons, type HoldOnScreen } from '../review/hold-buttons';
import { wordDialogAtom } from '../state/dialog-state';
import { ScoreBadge } from '../study/score-badge';
import { prefetchWord, sentenceAudio, useListener, wordAudio } from '../study/shown-words';
import { usePicture } from '../study/use-picture';
import { useScore } from '../study/use-score';
import { useStudyInputs } from '../study/use-study-inputs';
import type { StudyPosition } from '../study/use-study-position';
import { WordCard } from '../study/word-card';
import { TestControls } from './test-controls';
import { useTestAudio } from './use-test-audio';
import './test-mode.css';

/** The "Due today" order's part: answering and undoing, each a review. */
export interface TestReview {
  answer(grade: Grade, durationMs: number): void;
  undo(): void;
  canUndo: boolean;
  /** Suspend or bury the word on screen (decision 0046). */
  hold?(action: HoldOnScreen): void;
  /** Where each grade sends the word, from the server's queue (none offline or far in the queue). */
  intervalsOf(uuid: string): NextIntervals | undefined;
}

interface TestSessionProps {
  words: readonly ShownWord[];
  position: StudyPosition;
  /** Shown when there is no word. */
  empty: ReactNode;
  review?: TestReview;
}

export function TestSession({ words, position, empty, review }: TestSessionProps) {
  const { userId, rate } = useListener();
  const { word, index, total, goTo, nextIndex, previousIndex } = position;
  // The word whose answer is showing: moving to another word hides the answer by itself.
  const [revealedUuid, setRevealedUuid] = useState<string | null>(null);
  const revealed = word !== undefined && revealedUuid === word.uuid;
  const [muted, setMuted] = useState(false);
  const audio = useTestAudio();
  const score = useScore(word);
  // Loaded while hidden, so revealing shows it at once.
  const pictureUrl = usePicture(userId, word?.picture ?? '');
  const openDialog = useSetAtom(wordDialogAtom);
  const upcoming = words[nextIndex];
  useEffect(() => {
    if (upcoming) prefetchWord(userId, upcoming);
  }, [userId, upcoming]);
  // When the word came on screen: an answer's time is kept with the review.
  const shownAt = useRef(Date.now());
  const shownUuid = word?.uuid;
  useEffect(() => {
    if (shownUuid) shownAt.current = Date.now();
  }, [shownUuid]);

  const both = () => (word ? [...wordAudio(userId, word), ...sentenceAudio(userId, word)] : []);
  const move = (to: number) => {
    audio.silence();
    goTo(to);
  };
  const toggleReveal = () => {
    if (!word) return;
    if (revealed) {
      setRevealedUuid(null);
      audio.silence();
      return;
    }
    setRevealedUuid(word.uuid);
    if (!muted) audio.speak(both(), rate);
  };
  const toggleSound = () => (audio.speaking ? audio.silence() : audio.speak(both(), rate));
  const toggleMute = () => {
    if (!muted) audio.silence();
    setMuted(!muted);
  };
  const edit = () => {
    if (!word) return;
    audio.silence();
    openDialog({ mode: 'edit', uuid: word.uuid });
  };

  const answer = (grade: Grade) => {
    if (!review || !revealed) return;
    audio.silence();
    setRevealedUuid(null);
    review.answer(grade, Date.now() - shownAt.current);
    // A word not known may be the next one shown again (the last of the queue): its clock restarts.
    shownAt.current = Date.now();
  };
  const hold = (action: HoldOnScreen) => {
    audio.silence();
    setRevealedUuid(null);
    review?.hold?.(action);
  };
  const undo = () => {
    if (!review) return;
    audio.silence();
    setRevealedUuid(null);
    review.undo();
  };

  const gestureProps = useStudyInputs({
    previous: () => move(previousIndex),
    next: () => move(nextIndex),
    raiseScore: score.raise,
    lowerScore: score.lower,
    toggleAnswer: toggleReveal,
    togglePlayback: toggleSound,
    space: toggleReveal,
  });

  if (!word || score.score === undefined) return empty;
  return (
    <section className="study study--test" aria-label="Test">
      <WordCard
        word={word}
        translationsShown={revealed}
        pictureShown={revealed}
        pictureUrl={pictureUrl}
        speakers={{
          word: () => audio.speak(wordAudio(userId, word), rate),
          sentence: () => audio.speak(sentenceAudio(userId, word), rate),
        }}
        gestureProps={gestureProps()}
      >
        <ScoreBadge badge={score.badge} />
      </WordCard>
      {/* Right under the card, where the eye is after revealing (and in view on a phone). */}
      {review && (
        <AnswerButtons
          revealed={revealed}
          canUndo={review.canUndo}
          intervals={review.intervalsOf(word.uuid)}
          onAnswer={answer}
          onUndo={undo}
        />
      )}
      {review?.hold && <HoldButtons onHold={hold} />}
      <TestControls
        score={score.score}
        position={index + 1}
        total={total}
        revealed={revealed}
        muted={muted}
        onPrevious={() => move(previousIndex)}
        onNext={() => move(nextIndex)}
        onLower={score.lower}
        onRaise={score.raise}
        onToggleReveal={toggleReveal}
        onToggleMute={toggleMute}
        onEdit={edit}
        help={review ? REVIEW_HELP : undefined}
      />
      <StudyLinks word={word} />
    </section>
  );
}
