// The score as the whole words screen shows it (SPEC §4 "Score"): one solid round pill, red for 1,
// amber for 2, green for 3, with what the score means as its tooltip. The list shows it small,
// the study modes at full size; the design is the same.
import { scoreColour } from '../../../../../shared/words/study';
import type { Score } from '../../../../../shared/words/types';
import './score.css';

export const SCORE_MEANINGS: Readonly<Record<Score, string>> = {
  1: "don't know",
  2: 'know roughly',
  3: 'know very well',
};

/** The colour class of a score: sets --score-bg and --score-ink (score.css). */
export const scoreClass = (score: Score) => `score--${scoreColour(score)}`;

export function ScorePill({ score, size = 'regular' }: { score: Score; size?: 'small' | 'regular' }) {
  return (
    <span
      className={`score-badge score-badge--${size} ${scoreClass(score)}`}
      title={`Score ${score}: ${SCORE_MEANINGS[score]}`}
      data-score={score}
    >
      <span className="visually-hidden">Score </span>
      {score}
    </span>
  );
}
