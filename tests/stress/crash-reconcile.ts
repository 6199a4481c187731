// Compares what the server lists after a crash with what it had confirmed: every confirmed write
// is there; the one request in flight at the crash may or may not have happened. Afterwards the
// writer's memory is the listed state, so the next round starts from the truth.
import type { SavedState, Writer } from './crash-writer';

export type Listed = SavedState & { uuid: string };

const FIELDS = [
  'word',
  'sentence',
  'wordTranslation',
  'score',
  'picture',
  'speechWord',
  'speechSentence',
] as const;
const same = (a: SavedState, b: SavedState, except: readonly string[] = []) =>
  FIELDS.every((f) => except.includes(f) || a[f] === b[f]);

export function reconcile(writer: Writer, list: Listed[]): string[] {
  const problems: string[] = [];
  const byUuid = new Map(list.map((w) => [w.uuid, w]));
  const pending = writer.pending;
  for (const [uuid, confirmed] of writer.confirmed) {
    const now = byUuid.get(uuid);
    const inFlight = pending && pending.op !== 'add' && pending.uuid === uuid ? pending : null;
    if (inFlight?.op === 'delete' && (!now || same(confirmed, now))) continue;
    if (!now) {
      problems.push(`confirmed word ${confirmed.word} (${uuid}) is gone`);
      continue;
    }
    if (
      inFlight?.op === 'score' &&
      same(confirmed, now, ['score']) &&
      [confirmed.score, inFlight.score].includes(now.score)
    )
      continue;
    const updated =
      inFlight?.op === 'update' &&
      now.sentence === inFlight.after.sentence &&
      now.wordTranslation === inFlight.after.wordTranslation &&
      now.score === confirmed.score;
    if (!same(confirmed, now) && !updated)
      problems.push(
        `word ${confirmed.word}: confirmed ${JSON.stringify(confirmed)}, listed ${JSON.stringify(now)}`,
      );
  }
  const extras = list.filter((w) => !writer.confirmed.has(w.uuid));
  const unconfirmedAdd = pending?.op === 'add' && extras.length === 1 && extras[0]?.word === pending.word;
  if (extras.length > 0 && !unconfirmedAdd)
    problems.push(`unexpected words: ${extras.map((w) => w.word).join(', ')}`);

  writer.confirmed = new Map(list.map(({ uuid, ...state }) => [uuid, state]));
  writer.pending = null;
  return problems;
}
