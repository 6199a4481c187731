// The badge that pops up over the card for 500 ms after each score change (SPEC §4 "Score"), in
// the score's colour (score/score-pill.tsx holds the steady pill and the colours).
import { SCORE_MEANINGS, scoreClass } from '../score/score-pill';
import type { ScoreBadgeState } from './use-score';
import './study-score.css';

export function ScoreBadge({ badge }: { badge: ScoreBadgeState | null }) {
  return (
    // The live region stays mounted so screen readers hear each new score.
    <div className="study-badge-area" aria-live="polite">
      {badge && (
        <output
          key={badge.key}
          className={`study-badge ${scoreClass(badge.score)}`}
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
