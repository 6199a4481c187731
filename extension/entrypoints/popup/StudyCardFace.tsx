// The face of a card in both popup tests: the word and its sentence, and the translations once
// revealed (read out by screen readers as they appear).
import type { Word } from '../../../shared/api';

interface StudyCardFaceProps {
  card: Word;
  revealed: boolean;
}

export function StudyCardFace({ card, revealed }: StudyCardFaceProps) {
  return (
    <>
      <p className="study-word" lang={card.language}>
        {card.word}
      </p>
      {card.sentence && (
        <p className="study-sentence" lang={card.language}>
          {card.sentence}
        </p>
      )}
      <div className="study-answer" hidden={!revealed} aria-live="polite">
        {revealed && (
          <>
            <p className="study-translation">{card.wordTranslation || '—'}</p>
            {card.sentenceTranslation && <p className="muted">{card.sentenceTranslation}</p>}
          </>
        )}
      </div>
    </>
  );
}
