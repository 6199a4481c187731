// The score on screen: a steady pill beside the word, and the badge that pops up for 500 ms after
// each change (SPEC §4 "Score"). Colours follow the score: 1 red, 2 amber, 3 green.
import { scoreColour } from '../../../../../shared/words/study';
import type { Score } from '../../../../../shared/words/types';
import type { ScoreBadgeState } from './use-score';
import './study-score.css';

const SCORE_MEANINGS: Record<Score, string> = {
  1: "don't know",
  2: 'know roughly',
  3: 'know very well',
};

export function ScorePill({ score }: { score: Score }) {
  return (
    <span
      className={`study-score study-score--${scoreColour(score)}`}
      title={`Score ${score}: ${SCORE_MEANINGS[score]}`}
      data-score={score}
    >
      <span className="visually-hidden">Score </span>
      {score}
    </span>
  );
}

export function ScoreBadge({ badge }: { badge: ScoreBadgeState | null }) {
  return (
    // The live region stays mounted so screen readers hear each new score.
    <div className="study-badge-area" aria-live="polite">
      {badge && (
        <output
          key={badge.key}
          className={`study-badge study-score--${scoreColour(badge.score)}`}
          data-testid="score-badge"
        >
          <span className="visually-hidden">Score </span>
          {badge.score}
          <span className="study-badge__meaning">{SCORE_MEANINGS[badge.score]}</span>
        </output>
      )}
    </div>
  );
}
