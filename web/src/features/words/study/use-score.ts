// Changing a word's score (SPEC §4 "Score"): one step up or down within 1 to 3, saved at once, the
// list taking the server's answer. The new score shows on screen straight away (and stays for the
// next press, so two quick presses make two steps) until the server has answered.
import { useCallback, useEffect, useRef, useState } from 'react';
import { isValidScore, lowerScore, raiseScore, SCORE_BADGE_MS } from '../../../../../shared/words/study';
import type { Score, Word } from '../../../../../shared/words/types';
import { handleApiError } from '../../../lib/api-client';
import { saveScore } from '../state/offline-changes';
import { setWordScore } from '../state/words-store';

export interface ScoreBadgeState {
  score: Score;
  /** Changes with every press, so the badge restarts its show even when the score is the same. */
  key: number;
}

export interface WordScore {
  score: Score | undefined;
  raise(): void;
  lower(): void;
  badge: ScoreBadgeState | null;
}

export function useScore(word: Word | undefined): WordScore {
  const [pending, setPending] = useState<{ uuid: string; score: Score } | null>(null);
  const [badge, setBadge] = useState<ScoreBadgeState | null>(null);
  const hideBadge = useRef<ReturnType<typeof setTimeout> | null>(null);
  const score = word && pending?.uuid === word.uuid ? pending.score : word?.score;

  useEffect(
    () => () => {
      if (hideBadge.current) clearTimeout(hideBadge.current);
    },
    [],
  );

  const showBadge = useCallback((shown: Score) => {
    if (hideBadge.current) clearTimeout(hideBadge.current);
    setBadge((previous) => ({ score: shown, key: (previous?.key ?? 0) + 1 }));
    hideBadge.current = setTimeout(() => setBadge(null), SCORE_BADGE_MS);
  }, []);

  const change = useCallback(
    (step: (score: Score) => Score) => {
      if (!word || score === undefined) return;
      const next = step(score);
      // At either end the score stays; the badge still answers the press.
      showBadge(next);
      if (next === score) return;
      const request = { uuid: word.uuid, score: next };
      setPending(request);
      // Offline the change waits in the outbox (saved is null) and the list shows it meanwhile.
      saveScore(word.uuid, next)
        .then((saved) => setWordScore(word.uuid, saved !== null && isValidScore(saved) ? saved : next))
        .catch(handleApiError)
        .finally(() => setPending((current) => (current === request ? null : current)));
    },
    [word, score, showBadge],
  );

  return {
    score,
    raise: useCallback(() => change(raiseScore), [change]),
    lower: useCallback(() => change(lowerScore), [change]),
    badge,
  };
}
