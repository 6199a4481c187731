// Anki packages whose collection would run code, or without end, when read: each is refused with
// a message naming the object, and nothing is stored. The message names the view itself: the
// reader saw it in the schema and refused it before any query touched it (decision 0033).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_LIMIT_MESSAGES } from '../../../shared/import/read-limits';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { quickProviders } from '../security/helpers/stubs';
import { signUp } from '../users/helpers';
import { listWords } from '../words/helpers';
import { importFile, startImport, untilSpoken } from './helpers';
import { ATTACKS, hostilePackage } from './hostile-packages';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({}, quickProviders);
  token = (await signUp(t, 'hostile-schema@example.com')).token;
});
afterAll(() => t.close());

async function refusal(bytes: Uint8Array, name = 'deck.apkg') {
  const res = await startImport(t, token, bytes, name);
  const body = (await res.json()) as { message: string };
  // Nothing stored: the refusal comes before the job, and the list stays empty.
  expect(await listWords(t, token)).toEqual([]);
  return { status: res.status, message: body.message };
}

describe('a hostile Anki package', () => {
  it('hostile-view-cte: a `fields` view with a 30-million-step recursive CTE is refused by name, unread', async () => {
    expect(await refusal(hostilePackage(ATTACKS.fieldsViewCte))).toEqual({
      status: 422,
      message: READ_LIMIT_MESSAGES.notPlainTable('view', 'fields'),
    });
  });

  it('hostile-view-cte in a zstd collection.anki21b, and in a .colpkg, is refused the same way', async () => {
    const expected = { status: 422, message: READ_LIMIT_MESSAGES.notPlainTable('view', 'fields') };
    expect(await refusal(hostilePackage(ATTACKS.fieldsViewCte, 'anki21b'))).toEqual(expected);
    expect(await refusal(hostilePackage(ATTACKS.fieldsViewCte, 'anki21b'), 'collection.colpkg')).toEqual(
      expected,
    );
  });

  it('hostile-huge-view: a `decks` view of 300,000 rows of 1,000 characters is refused by name', async () => {
    expect(await refusal(hostilePackage(ATTACKS.hugeDecksView))).toEqual({
      status: 422,
      message: READ_LIMIT_MESSAGES.notPlainTable('view', 'decks'),
    });
  });

  it('hostile-revlog-view: a `revlog` view is refused by name', async () => {
    expect(await refusal(hostilePackage(ATTACKS.revlogView))).toEqual({
      status: 422,
      message: READ_LIMIT_MESSAGES.notPlainTable('view', 'revlog'),
    });
  });

  it('hostile-trigger: a collection with a trigger is refused by the trigger’s name', async () => {
    expect(await refusal(hostilePackage(ATTACKS.trigger))).toEqual({
      status: 422,
      message: READ_LIMIT_MESSAGES.notPlainTable('trigger', 'wipe_cards'),
    });
  });

  it('hostile-virtual-table: a virtual table is refused by name', async () => {
    expect(await refusal(hostilePackage(ATTACKS.virtualTable))).toEqual({
      status: 422,
      message: READ_LIMIT_MESSAGES.notPlainTable('virtual table', 'notes_search'),
    });
  });

  it('hostile-computed-column: a `flds` computed as it is read (100 MB a row) is refused by name', async () => {
    expect(await refusal(hostilePackage(ATTACKS.computedColumn))).toEqual({
      status: 422,
      message: READ_LIMIT_MESSAGES.generatedColumn('notes', 'flds'),
    });
  });

  it('hostile-control-characters: an object named with control characters is shown without them', async () => {
    const { status, message } = await refusal(hostilePackage(ATTACKS.controlCharacterName));
    expect({ status, message }).toEqual({
      status: 422,
      message: READ_LIMIT_MESSAGES.notPlainTable('view', 'fields evil'),
    });
    expect(message).not.toMatch(/\p{Cc}/u);
  });

  it('the honest collection the attacks start from is read (so each refusal is the attack’s)', async () => {
    const other = (await signUp(t, 'hostile-schema-control@example.com')).token;
    const job = await importFile(t, other, hostilePackage([]), 'deck.apkg');
    expect(job.report?.added).toBe(1);
    expect((await listWords(t, other)).map((w) => w.word)).toEqual(['hostile']);
    await untilSpoken(() => listWords(t, other));
  });
});
