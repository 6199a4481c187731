// The media player's card and controls (SPEC §2, §4 "Media player"): a list of words one after
// another, each spoken as word, sentence, then the word `repeat` times, wrapping to the first
// word. The lock screen and headset buttons follow it through the Media Session API.
import { useSetAtom } from 'jotai';
import { type ReactNode, useCallback, useState } from 'react';
import type { ShownWord } from '../../../../../shared/words/types';
import { StudyLinks } from '../links/word-links';
import { wordDialogAtom } from '../state/dialog-state';
import { ScoreBadge } from '../study/score-badge';
import { useListener } from '../study/shown-words';
import { usePicture } from '../study/use-picture';
import { useScore } from '../study/use-score';
import { useStudyInputs } from '../study/use-study-inputs';
import { useStudyPosition } from '../study/use-study-position';
import { WordCard } from '../study/word-card';
import { PlayerControls } from './player-controls';
import { useMediaSession } from './use-media-session';
import { usePlayback } from './use-playback';
import { usePlayerSettings } from './use-player-settings';
import { useSleepTimer } from './use-sleep-timer';

interface PlayerSessionProps {
  words: readonly ShownWord[];
  /** Shown when there is no word. */
  empty: ReactNode;
}

export function PlayerSession({ words, empty }: PlayerSessionProps) {
  const listener = useListener();
  const position = useStudyPosition(words);
  const { word, index, total, goTo, nextIndex, previousIndex } = position;
  const settings = usePlayerSettings();
  const { playing, playFrom, stop } = usePlayback({
    words,
    listener,
    repeat: settings.settings.repeat,
    encounters: settings.settings.encounters,
    goTo,
  });
  useSleepTimer(playing, settings.settings.sleep, stop);
  const [translationsShown, setTranslationsShown] = useState(true);
  const score = useScore(word);
  const pictureUrl = usePicture(listener.userId, word?.picture ?? '');
  const openDialog = useSetAtom(wordDialogAtom);

  // While playing, moving to a word plays it; otherwise it is only shown.
  const move = (to: number) => (playing ? playFrom(to) : goTo(to));
  const previous = () => move(previousIndex);
  const next = () => move(nextIndex);
  const play = useCallback(() => playFrom(index), [playFrom, index]);
  const togglePlay = () => (playing ? stop() : play());
  const toggleTranslations = () => setTranslationsShown((shown) => !shown);
  const edit = () => {
    if (!word) return;
    stop();
    openDialog({ mode: 'edit', uuid: word.uuid });
  };

  useMediaSession(
    word
      ? { title: word.word, artist: translationsShown ? word.wordTranslation : '', artwork: pictureUrl }
      : null,
    playing,
    { play, pause: stop, previous, next },
  );
  const gestureProps = useStudyInputs({
    previous,
    next,
    raiseScore: score.raise,
    lowerScore: score.lower,
    toggleAnswer: toggleTranslations,
    togglePlayback: togglePlay,
    space: togglePlay,
  });

  if (!word || score.score === undefined) return empty;
  return (
    <section className="study study--player" aria-label="Media player">
      <WordCard
        word={word}
        score={score.score}
        translationsShown={translationsShown}
        pictureShown
        pictureUrl={pictureUrl}
        gestureProps={gestureProps()}
      >
        <ScoreBadge badge={score.badge} />
      </WordCard>
      <PlayerControls
        playing={playing}
        position={index + 1}
        total={total}
        translationsShown={translationsShown}
        settings={settings}
        onPrevious={previous}
        onTogglePlay={togglePlay}
        onNext={next}
        onToggleTranslations={toggleTranslations}
        onEdit={edit}
      />
      <StudyLinks word={word} />
    </section>
  );
}
