// Bad files through the import's calls: each gets its clear message, and nothing changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withUserMedia } from '../../../api/src/modules/words/media';
import { IMPORT_BODY_MAX_BYTES } from '../../../shared/body-limits';
import { APKG_MESSAGES } from '../../../shared/export/anki-package';
import { READ_LIMIT_MESSAGES } from '../../../shared/import/read-limits';
import { IMPORT_MESSAGES } from '../../../shared/import/texts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { claimOf, signUp } from '../users/helpers';
import { listWords } from '../words/helpers';
import { importFile, startImport, untilSpoken, waitForJob } from './helpers';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t, 'bad-files@example.com')).token;
});
afterAll(() => t.close());

const table = { header: true, mapping: { word: 0, wordTranslation: 1, sentence: 2, category: 3 } };
const csv = (...rows: string[]) => ['Word,Translation,Sentence,Category', ...rows].join('\n');
const byWord = async () => new Map((await listWords(t, token)).map((w) => [w.word, w]));

describe('a bad file', () => {
  const refused = async (
    content: Uint8Array | string,
    name: string,
    status: number,
    message: string,
    options?: object,
  ) => {
    const before = await listWords(t, token);
    const res = await startImport(t, token, content, name, options);
    expect({ status: res.status, message: (await res.json()).message }).toEqual({ status, message });
    expect(await listWords(t, token)).toEqual(before);
  };

  it('gets a clear message and changes nothing', async () => {
    await refused('a,b\n"open,c\n', 'q.csv', 422, IMPORT_MESSAGES.brokenQuotes(2), {
      table: { header: false, mapping: { word: 0 } },
    });
    await refused(
      new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x0a]),
      'latin.csv',
      422,
      IMPORT_MESSAGES.encoding,
      {
        table: { header: false, mapping: { word: 0 } },
      },
    );
    await refused('x', 'notes.docx', 415, IMPORT_MESSAGES.unknownFormat);
    await refused(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]), 'deck.apkg', 422, APKG_MESSAGES.noCollection);
    await refused('word\n', 'w.csv', 400, IMPORT_MESSAGES.badOptions, {
      format: 'csv',
      onExisting: 'replaceAll',
    });
    await refused('Word\n', 'w.csv', 422, IMPORT_MESSAGES.noWordColumn);
    await refused('w\n'.repeat(1_000_000), 'million.csv', 422, IMPORT_MESSAGES.tooManyRows, {
      table: { header: false, mapping: { word: 0 } },
    });
    await refused('', 'empty.csv', 422, READ_LIMIT_MESSAGES.emptyFile);
  });

  it('while another import of the learner runs is refused with 409', async () => {
    // The first import waits in the learner's media queue, held here, so it is surely running.
    let release = () => {};
    const held = withUserMedia(
      claimOf(token).id,
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    const first = await startImport(t, token, csv('uno,one,,'), 'a.csv', { table });
    expect(first.status).toBe(202);
    const second = await startImport(t, token, csv('dos,two,,'), 'b.csv', { table });
    expect({ status: second.status, message: (await second.json()).message }).toEqual({
      status: 409,
      message: IMPORT_MESSAGES.busy,
    });
    release();
    await held;
    expect((await waitForJob(t, token, (await first.json()).id)).state).toBe('done');
    await untilSpoken(() => listWords(t, token));
  });

  it('over the size cap is refused before it is read', async () => {
    const res = await t.request('POST', '/api/import', {
      token,
      body: 'x',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(IMPORT_BODY_MAX_BYTES + 1),
      },
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe(IMPORT_MESSAGES.tooLarge);
  });

  it('with a script in a field stays text', async () => {
    const job = await importFile(
      t,
      token,
      csv('"<img src=x onerror=alert(1)>",<script>alert(1)</script>,,'),
      'x.csv',
      {
        format: 'csv',
        onExisting: 'skip',
        table,
      },
    );
    expect(job.report?.added).toBe(1);
    expect((await byWord()).get('<img src=x onerror=alert(1)>')?.wordTranslation).toBe(
      '<script>alert(1)</script>',
    );
    await untilSpoken(() => listWords(t, token));
  });
});
