// Beside the desired-retention setting (decision 0047): the retention that costs least for this
// learner, the simulated curve it comes from (with its text alternative) in seconds of study per
// word remembered, what that cost counts, and the state of their fitted memory parameters, counted
// honestly in answers.
import { useEffect, useState } from 'react';
import type { StudyPreferencesAnswer } from '../../../../../shared/api';
import {
  type RetentionAdvice,
  RETENTION_ADVICE_TEXTS as TEXTS,
} from '../../../../../shared/review/retention-advice';
import { fetchFittedState, fetchRetentionAdvice } from './retention-advice-api';
import './retention-advice.css';

const WIDTH = 240;
const HEIGHT = 72;
/** Room above the curve for the cheapest point's label. */
const LABEL = 16;

function Curve({ advice }: { advice: RetentionAdvice }) {
  const costs = advice.points.map((p) => p.secondsPerRemembered);
  const low = Math.min(...costs);
  const high = Math.max(...costs);
  const x = (i: number) => (i / Math.max(1, advice.points.length - 1)) * (WIDTH - 8) + 4;
  const y = (cost: number) => HEIGHT - 4 - ((cost - low) / Math.max(high - low, 1e-9)) * (HEIGHT - 8);
  const line = advice.points.map((p, i) => `${x(i)},${y(p.secondsPerRemembered)}`).join(' ');
  const best = advice.points.findIndex((p) => p.retention === advice.recommended);
  const first = advice.points[0]?.retention ?? 0;
  const last = advice.points.at(-1)?.retention ?? 0;
  // The cheapest point is named above it, its label kept inside the picture at either end.
  const bestX = x(best);
  const anchor = bestX < WIDTH * 0.2 ? 'start' : bestX > WIDTH * 0.8 ? 'end' : 'middle';
  return (
    <div className="retention-chart">
      <svg
        className="retention-curve"
        viewBox={`0 0 ${WIDTH} ${HEIGHT + LABEL}`}
        role="img"
        aria-label={TEXTS.curveText(advice)}
      >
        <g transform={`translate(0 ${LABEL})`}>
          <polyline points={line} fill="none" stroke="currentColor" strokeWidth="2" />
          {best >= 0 && (
            <>
              <circle cx={bestX} cy={y(costs[best] ?? low)} r="4" className="retention-curve-best" />
              <text
                x={bestX}
                y={y(costs[best] ?? low) - 8}
                textAnchor={anchor}
                className="retention-curve-label"
              >
                {TEXTS.retention(advice.recommended)}
              </text>
            </>
          )}
        </g>
      </svg>
      {/* The axis, to the eye: the picture's name already reads every point out. */}
      <div className="retention-curve-axis" aria-hidden="true">
        <span>{TEXTS.retention(first)}</span>
        <span>{TEXTS.axisText}</span>
        <span>{TEXTS.retention(last)}</span>
      </div>
    </div>
  );
}

function FittedState({ preferences }: { preferences: StudyPreferencesAnswer }) {
  const { parametersFittedAt, fittedOnAnswers, logLossBefore, logLossAfter } = preferences;
  const { desiredRetention, askedRetention } = preferences;
  return (
    <>
      <p className="retention-fitted">
        {parametersFittedAt === null || fittedOnAnswers === null
          ? TEXTS.notFitted
          : TEXTS.fitted(parametersFittedAt, fittedOnAnswers, logLossBefore, logLossAfter)}
      </p>
      {Math.round(askedRetention * 100) > Math.round(desiredRetention * 100) && (
        <p className="retention-asked">{TEXTS.asked(desiredRetention, askedRetention)}</p>
      )}
    </>
  );
}

export function RetentionAdvicePanel({ onUse }: { onUse(retention: number): void }) {
  const [advice, setAdvice] = useState<RetentionAdvice | 'failed' | null>(null);
  const [preferences, setPreferences] = useState<StudyPreferencesAnswer | null>(null);
  useEffect(() => {
    let live = true;
    Promise.resolve(fetchRetentionAdvice())
      .then((a) => live && setAdvice(a))
      .catch(() => live && setAdvice('failed'));
    Promise.resolve(fetchFittedState())
      .then((p) => live && setPreferences(p))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return (
    <section className="retention-advice" aria-labelledby="retention-advice-heading">
      <h3 id="retention-advice-heading">{TEXTS.heading}</h3>
      {advice === null && <p role="status">{TEXTS.loading}</p>}
      {advice === 'failed' && <p>{TEXTS.failed}</p>}
      {advice !== null && advice !== 'failed' && (
        <>
          <p>{TEXTS.recommendation(advice)}</p>
          {TEXTS.nearlyAsCheap(advice) && <p>{TEXTS.nearlyAsCheap(advice)}</p>}
          <Curve advice={advice} />
          <p className="retention-cost-counted">{TEXTS.costCounted(advice)}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onUse(advice.recommended)}
          >
            {TEXTS.use(advice.recommended)}
          </button>
        </>
      )}
      <h3>{TEXTS.fittedHeading}</h3>
      {preferences && <FittedState preferences={preferences} />}
    </section>
  );
}
