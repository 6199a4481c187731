// The encounters calls (shared/api.ts, docs/decisions/0029-encounters.md), typed by shared/.
import { paths } from '../../../../../shared/api';
import type {
  EncounterAddedAnswer,
  EncounterInput,
  EncountersAnswer,
} from '../../../../../shared/words/encounters';
import type { Word } from '../../../../../shared/words/types';
import { api } from '../../../lib/api-client';

export const fetchEncounters = (wordUuid: string) => api<EncountersAnswer>(paths.encounters(wordUuid));

export const addEncounter = (wordUuid: string, input: EncounterInput) =>
  api<EncounterAddedAnswer>(paths.encounters(wordUuid), { method: 'POST', body: input });

export const removeEncounter = (wordUuid: string, uuid: string) =>
  api<EncountersAnswer & { message: string }>(paths.encounter(wordUuid, uuid), { method: 'DELETE' });

export const makeMainEncounter = (wordUuid: string, uuid: string) =>
  api<EncountersAnswer & { word: Word & { updatedAt: number }; message: string }>(
    paths.mainEncounter(wordUuid, uuid),
    { method: 'POST' },
  );
