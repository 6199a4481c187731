// At start-up, before listening: removes the media a crash can orphan. A picture or an audio file
// is written before its row, and its row before the word that names it, so a process killed in
// between leaves a file with no row or a row no word (nor an encounter) names; a delete cut short leaves a file whose
// row is gone. Runs only on the fs store: that folder belongs to this one server, so nothing else
// can be half-way through a write. (On a shared S3 store another instance may be, so it is skipped.)
import { sql } from 'drizzle-orm';
import { media } from '../db/schema';
import type { AppDeps } from '../deps';
import { mediaKey } from '../providers/media';

export interface SweepReport {
  rowsNamedByNoWord: number;
  filesWithoutRow: number;
  leftovers: number;
}

const BATCH = 64;

async function deleteKeys(deps: Pick<AppDeps, 'media'>, keys: string[]) {
  for (let i = 0; i < keys.length; i += BATCH)
    await Promise.all(keys.slice(i, i + BATCH).map((k) => deps.media.delete(k)));
}

export async function sweepMedia(deps: Pick<AppDeps, 'db' | 'media' | 'config'>): Promise<SweepReport> {
  const report = { rowsNamedByNoWord: 0, filesWithoutRow: 0, leftovers: 0 };
  if (deps.config.media.store !== 'fs') return report;
  const unnamed = await deps.db
    .delete(media)
    .where(
      sql`not exists (select 1 from words where words.user_id = ${media.userId} and ${media.id} in (words.picture, words.speech_word, words.speech_sentence))
        and not exists (select 1 from encounters where encounters.user_id = ${media.userId} and encounters.speech_sentence = ${media.id})`,
    )
    .returning({ userId: media.userId, id: media.id });
  await deleteKeys(
    deps,
    unnamed.map((m) => mediaKey(m.userId, m.id)),
  );
  report.rowsNamedByNoWord = unnamed.length;

  const rows = await deps.db.select({ userId: media.userId, id: media.id }).from(media);
  const recorded = new Set(rows.map((m) => mediaKey(m.userId, m.id)));
  const strays = (await deps.media.list('')).filter((key) => !recorded.has(key));
  await deleteKeys(deps, strays);
  report.filesWithoutRow = strays.length;
  report.leftovers = (await deps.media.removeLeftovers?.()) ?? 0;
  return report;
}

/** Sweeps and logs what it removed; a failure is logged and does not stop the server. */
export async function sweepMediaAtStart(deps: Pick<AppDeps, 'db' | 'media' | 'config'>, log = console.log) {
  try {
    const r = await sweepMedia(deps);
    const total = r.rowsNamedByNoWord + r.filesWithoutRow + r.leftovers;
    if (total > 0)
      log(
        `Media sweep: removed ${r.rowsNamedByNoWord} unused media, ${r.filesWithoutRow} unrecorded files, ${r.leftovers} leftovers`,
      );
  } catch (error) {
    console.error('Media sweep failed', error);
  }
}
