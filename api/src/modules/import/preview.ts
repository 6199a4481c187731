// What the import dialog shows before anything is stored: the file's decks (Anki), or the whole
// file as one, with the language proposed for the words that do not name their own (decision 0034).
import { eq } from 'drizzle-orm';
import type { ImportPreview } from '../../../../shared/api';
import { preferences } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { defaultPreferences } from '../users/preferences-defaults';
import type { ImportRecord } from './import-record';
import { previewDecks } from './languages/guess';

export async function learnerSpeechLanguage(deps: Pick<AppDeps, 'db'>, userId: number): Promise<string> {
  const [row] = await deps.db
    .select({ speechLanguage: preferences.speechLanguage })
    .from(preferences)
    .where(eq(preferences.userId, userId))
    .limit(1);
  return row?.speechLanguage || defaultPreferences.speechLanguage;
}

export async function importPreview(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  records: readonly ImportRecord[],
): Promise<ImportPreview> {
  return { decks: previewDecks(records, await learnerSpeechLanguage(deps, userId)) };
}
