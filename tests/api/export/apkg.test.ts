import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answersDir } from '../../../api/src/modules/export/answer-files';
import { ANKI_NOTE_FIELDS } from '../../../shared/export/anki-note-type';
import { APKG_NOTETYPE_ID, ankiGuid } from '../../../shared/export/anki-package';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { claimOf, signUp } from '../users/helpers';
import { addWord, listWords } from '../words/helpers';
import { checkPackage } from './anki/schema-checker';

let t: TestApp;
let token: string;
let otherToken: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t, 'apkg@example.com')).token;
  otherToken = (await signUp(t, 'apkg-stranger@example.com')).token;
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#cc6633' } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  await addWord(t, token, {
    word: 'sol',
    category: 'Sky',
    myImage: new File([new Uint8Array(png)], 'sun.png'),
  });
  await addWord(t, token, {
    word: '<script>alert(1)</script>',
    wordTranslation: 'a "quoted" & <b>bold</b>',
    sentence: 'line one\nline two',
    sentenceTranslation: '[sound:other.mp3]',
    sourceUrl: 'https://example.com/?a=1&b=2',
    sourceTitle: 'A <i>page</i>',
  });
  await addWord(t, token, { word: '42', category: 'Numbers' });
  await addWord(t, otherToken, { word: 'hidden' });
  const sol = (await listWords(t, token)).find((w) => w.word === 'sol');
  let lastAnsweredAt = 0;
  for (const grade of [1, 3]) {
    // Ten minutes apart, as a learner answers a learning step.
    t.clock.advance(600_000);
    const answer = {
      answerId: randomUUID(),
      uuid: sol?.uuid,
      grade,
      answeredAt: t.clock.now(),
      durationMs: grade === 1 ? 95_000 : 1200,
      source: 'web-test',
    };
    expect((await t.request('POST', '/api/review/answer', { body: answer, token })).status).toBe(200);
    lastAnsweredAt = answer.answeredAt;
  }
  // Another word answered in the same millisecond: its revlog id must move on, not clash.
  const number = (await listWords(t, token)).find((w) => w.word === '42');
  const same = {
    answerId: randomUUID(),
    uuid: number?.uuid,
    grade: 4,
    answeredAt: lastAnsweredAt,
    durationMs: 900,
    source: 'web-test',
  };
  expect((await t.request('POST', '/api/review/answer', { body: same, token })).status).toBe(200);
});
afterAll(() => t.close());

async function exportApkg(uuids?: string[]) {
  const res = await t.request(uuids ? 'POST' : 'GET', '/api/export/apkg', {
    token,
    body: uuids && { uuids },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toMatch(
    /^attachment; filename="wordhoard-words-[\d-]+\.apkg"$/,
  );
  return checkPackage(new Uint8Array(await res.arrayBuffer()));
}

async function mediaBytes(kind: 'image' | 'audio', id: string) {
  const res = await t.request('GET', `/api/words/get/${kind}/${claimOf(token).id}/${id}`, { token });
  return new Uint8Array(await res.arrayBuffer());
}

describe('the Anki package export', () => {
  it('is a schema 11 collection that Anki’s documented rules accept, with every word, file and answer', async () => {
    const pkg = await exportApkg();
    expect(pkg.problems).toEqual([]);
    const model = pkg.models[String(APKG_NOTETYPE_ID)];
    expect(model?.flds.map((f) => f.name)).toEqual([...ANKI_NOTE_FIELDS]);
    expect(model?.tmpls).toHaveLength(2);
    expect(Object.values(pkg.decks).map((d) => d.name)).toEqual(
      expect.arrayContaining(['Wordhoard::Sky', 'Wordhoard::Numbers']),
    );
    expect(pkg.notes).toHaveLength(3);
    expect(pkg.cards).toHaveLength(6);
    const mine = await listWords(t, token);
    expect(pkg.notes.map((n) => n.guid).sort()).toEqual(mine.map((w) => ankiGuid(w.uuid)).sort());
    // A numeric sort field is stored as a number, as Anki stores it.
    expect(pkg.notes.find((n) => n.sfld === 42)).toBeDefined();

    const sol = mine.find((w) => w.word === 'sol');
    const solNote = pkg.notes.find((n) => n.guid === ankiGuid(sol?.uuid ?? ''));
    const fields = String(solNote?.flds).split('\x1f');
    const byName = new Map(Object.entries(pkg.mediaMap).map(([key, name]) => [name, pkg.files[key]]));
    const picture = /<img src="([^"]+)">/.exec(fields[4] ?? '')?.[1] ?? '';
    expect(byName.get(picture)).toEqual(await mediaBytes('image', sol?.picture ?? ''));
    const wordAudio = /\[sound:([^\]]+)\]/.exec(fields[5] ?? '')?.[1] ?? '';
    expect(byName.get(wordAudio)).toEqual(await mediaBytes('audio', sol?.speechWord ?? ''));
    expect(String(solNote?.tags)).toContain(' wordhoard-score-');

    const solCards = pkg.cards.filter((c) => c.nid === solNote?.id);
    const first = solCards.find((c) => c.ord === 0);
    expect(first?.type).not.toBe(0);
    expect(first?.reps).toBe(2);
    expect(JSON.parse(String(first?.data))).toMatchObject({ s: expect.any(Number), d: expect.any(Number) });
    expect(solCards.find((c) => c.ord === 1)).toMatchObject({ type: 0, queue: 0 });
    const numberCard = pkg.cards.find(
      (c) => c.ord === 0 && pkg.notes.find((n) => n.id === c.nid)?.sfld === 42,
    );
    expect(pkg.revlog.map((r) => [r.cid, r.ease, r.time])).toEqual([
      [first?.id, 1, 60_000],
      [first?.id, 3, 1200],
      [numberCard?.id, 4, 900],
    ]);
    expect(Number(pkg.revlog[2]?.id) - Number(pkg.revlog[1]?.id)).toBe(1);
  });

  it('escapes every text, so no script or markup of a learner runs in Anki', async () => {
    const pkg = await exportApkg();
    const note = pkg.notes.find((n) => String(n.flds).includes('alert'));
    const fields = String(note?.flds).split('\x1f');
    expect(fields[0]).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(fields[1]).toBe('a &quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt;');
    expect(fields[2]).toBe('line one<br>line two');
    // Anki plays [sound:…] written anywhere in a field: a text never names a file to play.
    expect(fields[3]).toBe('&#91;sound:other.mp3]');
    expect(fields[7]).toBe('<a href="https://example.com/?a=1&amp;b=2">A &lt;i&gt;page&lt;/i&gt;</a>');
    expect(note?.sfld).toBe('<script>alert(1)</script>');
  });

  it('keeps each note’s GUID from one export to the next, so Anki updates the notes', async () => {
    const guids = async () => (await exportApkg()).notes.map((n) => String(n.guid)).sort();
    expect(await guids()).toEqual(await guids());
  });

  it('exports only the words named, and never another learner’s', async () => {
    const theirs = await listWords(t, otherToken);
    const sol = (await listWords(t, token)).find((w) => w.word === 'sol');
    const pkg = await exportApkg([sol?.uuid ?? '', theirs[0]?.uuid ?? '']);
    expect(pkg.problems).toEqual([]);
    expect(pkg.notes.map((n) => n.guid)).toEqual([ankiGuid(sol?.uuid ?? '')]);
    expect(pkg.revlog).toHaveLength(2);
    const everything = Object.values(pkg.files)
      .map((b) => new TextDecoder().decode(b))
      .join();
    expect(everything).not.toContain('hidden');
  });

  it('leaves no temporary collection nor package behind, read to the end or cancelled', async () => {
    // A folder of this test's own as the OS temp dir, so no other process's export is counted.
    const own = await mkdtemp(join(tmpdir(), 'apkg-test-'));
    const previous = process.env.TMPDIR;
    process.env.TMPDIR = own;
    // The worker writes the collection in the temp dir, and the package in the server's answers
    // folder; the collection goes once zipped, the package once answered (decision 0041 §5).
    const answers = () => readdir(answersDir(t.config)).catch(() => [] as string[]);
    try {
      await exportApkg();
      expect(await readdir(own)).toEqual([]);
      expect(await answers()).toEqual([]);
      const res = await t.request('GET', '/api/export/apkg', { token });
      expect(await readdir(own)).toEqual([]);
      expect(await answers()).toHaveLength(1);
      await res.body?.cancel();
      expect(await answers()).toEqual([]);
    } finally {
      // Assigning undefined would store the text "undefined" as every later test's temp folder.
      if (previous === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = previous;
      await rm(own, { recursive: true, force: true });
    }
  });
});
