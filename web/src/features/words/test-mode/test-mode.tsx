// The test mode (SPEC §2 "Test mode", §4 "Test", "Score"): flash cards over the shown words. The
// answer (translations and picture) starts hidden for every word; revealing it speaks the word and
// then the sentence unless muted. The learner scores each word from 1 to 3.
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { StudyLinks } from '../links/word-links';
import { wordDialogAtom } from '../state/dialog-state';
import { NoWords } from '../study/no-words';
import { ScoreBadge } from '../study/score-badge';
import { prefetchWord, sentenceAudio, useListener, useShownWords, wordAudio } from '../study/shown-words';
import { usePicture } from '../study/use-picture';
import { useScore } from '../study/use-score';
import { useStudyInputs } from '../study/use-study-inputs';
import { useStudyPosition } from '../study/use-study-position';
import { WordCard } from '../study/word-card';
import { TestControls } from './test-controls';
import { useTestAudio } from './use-test-audio';
import './test-mode.css';

export function TestMode() {
  const words = useShownWords();
  const { userId, rate } = useListener();
  const { word, index, total, goTo, nextIndex, previousIndex } = useStudyPosition(words);
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

  const gestureProps = useStudyInputs({
    previous: () => move(previousIndex),
    next: () => move(nextIndex),
    raiseScore: score.raise,
    lowerScore: score.lower,
    toggleAnswer: toggleReveal,
    togglePlayback: toggleSound,
    space: toggleReveal,
  });

  if (!word || score.score === undefined) return <NoWords />;
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
      />
      <StudyLinks word={word} />
    </section>
  );
}
