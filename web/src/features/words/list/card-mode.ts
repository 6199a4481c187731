// Table or cards (SPEC §2 "List mode"): cards are forced at 895 px wide or less; above that the
// learner's choice is kept under the local-storage key cardMode.

import { useState } from 'react';
import { boolean } from '../../../../../shared/shape';
import { readJson, storageKeys, writeJson } from '../../../lib/local-storage';
import { useMediaQuery } from './use-media-query';

export const CARDS_FORCED_QUERY = '(max-width: 895px)';

export function useCardMode(): { cards: boolean; forced: boolean; toggle: () => void } {
  const forced = useMediaQuery(CARDS_FORCED_QUERY);
  const [chosen, setChosen] = useState(() => readJson(storageKeys.cardMode, false, boolean));
  const toggle = () => {
    setChosen(!chosen);
    writeJson(storageKeys.cardMode, !chosen);
  };
  return { cards: forced || chosen, forced, toggle };
}
