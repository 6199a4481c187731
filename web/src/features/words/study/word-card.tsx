// The card both study modes show: the word large, its translation, the example sentence and its
// translation, and the picture. The answer (translations, and in the test the picture) can be
// hidden; a hidden line keeps its place as a soft bar, so revealing it does not make the card jump.
// The whole card takes taps and swipes.
import type { ReactNode } from 'react';
import { categoryLabel } from '../../../../../shared/words/rules';
import type { Score, ShownWord } from '../../../../../shared/words/types';
import { ImageIcon } from '../../../components/icons';
import { ScorePill } from '../score/score-pill';
import { SpeakerIcon } from './study-icons';
import './study-card.css';

export interface CardSpeakers {
  word(): void;
  sentence(): void;
}

interface WordCardProps {
  word: ShownWord;
  /** The score pill in the card's corner; left out where the controls show the score. */
  score?: Score;
  translationsShown: boolean;
  pictureShown: boolean;
  pictureUrl: string | null;
  /** Speaker buttons beside the word and the sentence (the test mode has them). */
  speakers?: CardSpeakers;
  /** Handlers of the card's gestures (useStudyGestures). */
  gestureProps: object;
  /** Shown over the card, e.g. the score badge. */
  children?: ReactNode;
}

function Speaker({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <button type="button" className="study-speaker" aria-label={label} title={label} onClick={onClick}>
      <SpeakerIcon size={20} />
    </button>
  );
}

/** A translation, or the bar that stands in for it while hidden; nothing when there is none. */
function Answer({ text, shown, hiddenLabel }: { text: string; shown: boolean; hiddenLabel: string }) {
  if (!text) return null;
  if (shown) return <p className="study-card__translation">{text}</p>;
  return (
    <p className="study-card__veil">
      <span className="visually-hidden">{hiddenLabel}</span>
    </p>
  );
}

export function WordCard(props: WordCardProps) {
  const { word, score, translationsShown, pictureShown, pictureUrl, speakers, gestureProps } = props;
  const hasSentence = word.sentence.trim() !== '';
  return (
    <article className="study-card" aria-label={`Word: ${word.word}`} {...gestureProps}>
      <header className="study-card__top">
        <span className="study-chip">{categoryLabel(word.category)}</span>
        {score !== undefined && <ScorePill score={score} />}
      </header>
      <div className={word.picture ? 'study-card__body study-card__body--picture' : 'study-card__body'}>
        <div className="study-card__text">
          <div className="study-card__line">
            <h2 className="study-card__word" lang={word.language}>
              {word.word}
            </h2>
            {speakers && <Speaker label="Play the word" onClick={speakers.word} />}
          </div>
          <Answer text={word.wordTranslation} shown={translationsShown} hiddenLabel="Translation hidden" />
          {hasSentence && (
            <>
              <hr className="study-card__rule" />
              <div className="study-card__line">
                <p className="study-card__sentence" lang={word.language}>
                  {word.sentence}
                </p>
                {speakers && <Speaker label="Play the sentence" onClick={speakers.sentence} />}
              </div>
              <Answer
                text={word.sentenceTranslation}
                shown={translationsShown}
                hiddenLabel="Sentence translation hidden"
              />
            </>
          )}
        </div>
        {word.picture && (
          <figure className="study-card__picture">
            {pictureShown && pictureUrl ? (
              <img src={pictureUrl} alt={`Illustration of “${word.word}”`} draggable={false} />
            ) : (
              <span
                className="study-card__picture-veil"
                title={pictureShown ? 'Loading picture' : 'Picture hidden'}
              >
                <ImageIcon size={32} />
              </span>
            )}
          </figure>
        )}
      </div>
      {props.children}
    </article>
  );
}
