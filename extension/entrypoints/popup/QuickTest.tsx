// Quick test: flash cards over the learner's words, in the order and with the filters the web app
// starts with (applyDisplaySettings with the default settings), and the test mode's rules: the
// answer starts hidden, reveal plays the word then the sentence, scores run 1–3 and are saved,
// previous and next wrap. Keys: Space or Enter reveal, ← → move, ↑ ↓ change the score.
import {
  type Dispatch,
  type KeyboardEvent,
  type SetStateAction,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { TokenUser, Word } from '../../../shared/api';
import { NO_WORDS_TO_TEST_MESSAGE, scoreLabel } from '../../../shared/extension';
import { applyDisplaySettings, defaultDisplaySettings } from '../../../shared/words/filter';
import { lowerScore, raiseScore, scoreColour } from '../../../shared/words/rules';
import type { Score } from '../../../shared/words/types';
import { sendMessage, toApiError } from '../../lib/messages';
import { StudyCardFace } from './StudyCardFace';
import { useWordAudio } from './use-word-audio';
import './study.css';

interface QuickTestProps {
  user: TokenUser;
  words: Word[];
  setWords: Dispatch<SetStateAction<Word[]>>;
}

/** The uuids of the words the default display settings show, in their order. */
const testOrder = (words: Word[], user: TokenUser): string[] =>
  applyDisplaySettings(words, defaultDisplaySettings(words.length, user.date, new Date().toISOString()))
    .filter((word) => word.display)
    .map((word) => word.uuid);

export function QuickTest({ user, words, setWords }: QuickTestProps) {
  // The order is set again only when words come or go: a score change must not reshuffle the cards.
  const wordsKey = words.map((word) => word.uuid).join(',');
  const [ordered, setOrdered] = useState(() => ({ key: wordsKey, order: testOrder(words, user) }));
  if (ordered.key !== wordsKey) setOrdered({ key: wordsKey, order: testOrder(words, user) });
  const order = ordered.order;
  const byUuid = useMemo(() => new Map(words.map((word) => [word.uuid, word])), [words]);
  const cards = useMemo(() => order.flatMap((uuid) => byUuid.get(uuid) ?? []), [order, byUuid]);
  const [index, setIndex] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const [problem, setProblem] = useState('');
  const audio = useWordAudio();
  const cardRef = useRef<HTMLElement>(null);

  // Keys work at once: the card takes the focus as soon as it has a word to show.
  const hasCards = cards.length > 0;
  useEffect(() => {
    if (hasCards) cardRef.current?.focus();
  }, [hasCards]);

  const card = cards[Math.min(index, cards.length - 1)];
  if (!card) return <p className="card muted">{NO_WORDS_TO_TEST_MESSAGE}</p>;

  function move(step: number) {
    audio.stop();
    setRevealed(false);
    setIndex((now) => (now + step + cards.length) % cards.length);
  }

  function toggle() {
    if (!card) return;
    if (revealed) audio.stop();
    else void audio.play([card.speechWord, card.speechSentence]);
    setRevealed(!revealed);
  }

  async function rescore(next: Score) {
    if (!card || next === card.score) return;
    setProblem('');
    try {
      const stored = await sendMessage('setScore', { uuid: card.uuid, score: next });
      setWords((known) => known.map((word) => (word.uuid === card.uuid ? { ...word, score: stored } : word)));
    } catch (error) {
      setProblem(toApiError(error).message);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    // On a focused button, Space and Enter press that button instead.
    const onButton = event.target instanceof HTMLButtonElement;
    const score = card?.score ?? 1;
    switch (event.key) {
      case 'ArrowLeft':
        move(-1);
        break;
      case 'ArrowRight':
        move(1);
        break;
      case 'ArrowUp':
        void rescore(raiseScore(score));
        break;
      case 'ArrowDown':
        void rescore(lowerScore(score));
        break;
      case ' ':
      case 'Enter':
        if (onButton) return;
        toggle();
        break;
      default:
        return;
    }
    event.preventDefault();
  }

  return (
    <section
      className="card study"
      aria-label="Test yourself"
      tabIndex={-1}
      ref={cardRef}
      onKeyDown={onKeyDown}
    >
      <div className="study-top">
        <span className="muted">
          {index + 1} / {cards.length}
        </span>
        <span className="score-field">
          {/* The badge names itself in full; the visible word is for the eye. */}
          <span aria-hidden="true">Score</span>
          <span
            className={`score score-${scoreColour(card.score)}`}
            role="img"
            aria-label={scoreLabel(card.score)}
            title={scoreLabel(card.score)}
          >
            {card.score}
          </span>
        </span>
      </div>
      <StudyCardFace card={card} revealed={revealed} />
      <div className="study-controls">
        <button type="button" onClick={() => move(-1)} aria-label="Previous word">
          ‹
        </button>
        <button type="button" onClick={() => rescore(lowerScore(card.score))} aria-label="Lower the score">
          −
        </button>
        <button type="button" className="primary" onClick={toggle}>
          {revealed ? 'Hide' : 'Reveal'}
        </button>
        <button type="button" onClick={() => rescore(raiseScore(card.score))} aria-label="Raise the score">
          +
        </button>
        <button type="button" onClick={() => move(1)} aria-label="Next word">
          ›
        </button>
      </div>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <p className="muted small study-keys">Space reveals · ← → move · ↑ ↓ score</p>
    </section>
  );
}
