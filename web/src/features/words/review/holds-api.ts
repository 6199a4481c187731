// Suspend, bury and leeches (docs/decisions/0046-steps-suspend-leeches.md): the calls beside the spec's.
import { paths, type WordHold, type WordHoldAction, type WordHolds } from '../../../../../shared/api';
import { api } from '../../../lib/api-client';

export const changeHold = (uuid: string, action: WordHoldAction) =>
  api<WordHold>(paths.reviewHold, { method: 'POST', body: { uuid, action } });

export const fetchHolds = () => api<WordHolds>(paths.reviewHolds);
