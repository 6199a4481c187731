// The words list's compact form (docs/decisions/0064-compact-list.md): sent only to a client that
// asks for it by its media type, the same words as the JSON every other client gets, with an ETag
// of its own so a 304 never answers one form for the other, and one learner's list only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeWordRows, WORD_ROWS_MEDIA_TYPE } from '../../../shared/words/word-rows';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../users/helpers';
import { addWord } from './helpers';

let t: TestApp;
let ana: string;
let ben: string;
beforeAll(async () => {
  t = await createTestApp();
  ana = (await signUp(t, 'compact-ana@example.com')).token;
  ben = (await signUp(t, 'compact-ben@example.com')).token;
  await addWord(t, ana, {
    word: 'Straße',
    sentence: 'Die Straße},{"uuid": ist lang — 長い 🚲 ],["x',
    category: '',
  });
  await addWord(t, ana, { word: 'maison', highQuality: 'true', category: 'Places' });
  await addWord(t, ben, { word: 'perro' });
});
afterAll(() => t.close());

const list = (token: string, headers: Record<string, string> = {}) =>
  t.request('GET', '/api/words/get/words', { token, headers });
const compact = (token: string, headers: Record<string, string> = {}) =>
  list(token, { accept: WORD_ROWS_MEDIA_TYPE, ...headers });

describe('the compact form of the list', () => {
  it('is what a client gets only when it asks for it, the same words as the JSON', async () => {
    const json = await list(ana);
    expect(json.headers.get('content-type')).toContain('application/json');
    const words = await json.json();
    expect(Array.isArray(words)).toBe(true);
    for (const accept of ['application/json', '*/*', `${WORD_ROWS_MEDIA_TYPE};q=0, application/json`]) {
      expect(await (await list(ana, { accept })).json(), accept).toEqual(words);
    }
    const rows = await compact(ana, { accept: `application/json;q=0.5, ${WORD_ROWS_MEDIA_TYPE}` });
    expect(rows.headers.get('content-type')).toBe(WORD_ROWS_MEDIA_TYPE);
    const body = await rows.json();
    expect(Array.isArray(body)).toBe(false);
    expect(decodeWordRows(body)).toEqual(words);
    expect(words.map((w: { word: string }) => w.word)).toEqual(['maison', 'Straße']);
  });

  it('says that Accept chooses the form, and compresses as the JSON does', async () => {
    const rows = await compact(ana, { 'accept-encoding': 'gzip' });
    expect(rows.headers.get('vary')).toMatch(/\bAccept\b/);
    expect(rows.headers.get('content-encoding')).toBe('gzip');
    const body = JSON.parse(new TextDecoder().decode(Bun.gunzipSync(await rows.arrayBuffer())));
    expect(decodeWordRows(body)).toEqual(await (await list(ana)).json());
    expect((await list(ana)).headers.get('vary')).toMatch(/\bAccept\b/);
  });

  it('has an ETag of its own, and a 304 only for the form the client holds', async () => {
    const jsonTag = (await list(ana)).headers.get('etag') ?? '';
    const rowsTag = (await compact(ana)).headers.get('etag') ?? '';
    expect(rowsTag).not.toBe(jsonTag);
    expect((await list(ana, { 'if-none-match': jsonTag })).status).toBe(304);
    expect((await compact(ana, { 'if-none-match': rowsTag })).status).toBe(304);
    const crossed = await compact(ana, { 'if-none-match': jsonTag });
    expect(crossed.status).toBe(200);
    expect(decodeWordRows(await crossed.json())).toHaveLength(2);
    const back = await list(ana, { 'if-none-match': rowsTag });
    expect(back.status).toBe(200);
    expect(await back.json()).toHaveLength(2);
  });

  it('answers a changed list in full for either form, with new ETags', async () => {
    const rowsTag = (await compact(ana)).headers.get('etag') ?? '';
    await addWord(t, ana, { word: 'gato' });
    const changed = await compact(ana, { 'if-none-match': rowsTag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(rowsTag);
    expect(decodeWordRows(await changed.json())?.map((w) => w.word)).toEqual(['gato', 'maison', 'Straße']);
  });

  it("never answers one learner's list, nor a 304 for it, to another", async () => {
    const anaTag = (await compact(ana)).headers.get('etag') ?? '';
    const bens = await compact(ben, { 'if-none-match': anaTag });
    expect(bens.status).toBe(200);
    expect(decodeWordRows(await bens.json())?.map((w) => w.word)).toEqual(['perro']);
    expect((await list(ben)).headers.get('etag')).not.toBe(anaTag.replace('-c"', '"'));
    expect((await list(ben, {})).status).toBe(200);
    const unauthenticated = await t.request('GET', '/api/words/get/words', {
      headers: { accept: WORD_ROWS_MEDIA_TYPE },
    });
    expect(unauthenticated.status).toBe(401);
  });
});
