// A word keeps which translator answered its translation and the form it was met in on a page
// (docs/decisions/0045-lookup.md); an edit that does not send them keeps them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../users/helpers';
import { addWord, listWords, wordForm } from './helpers';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t, 'engine@example.com')).token;
});
afterAll(() => t.close());

describe('translatedBy and formMet', () => {
  it('are kept on add, answered, and kept by an edit that does not send them', async () => {
    const added = await addWord(t, token, { word: 'anchor', translatedBy: 'device', formMet: 'anchors' });
    expect(added).toMatchObject({ translatedBy: 'device', formMet: 'anchors' });
    const edit = wordForm({ word: 'anchor', category: 'Sea' });
    const res = await t.request('PUT', `/api/words/update/${added.uuid}`, { body: edit, token });
    expect(res.status).toBe(200);
    const [listed] = (await listWords(t, token)).filter((word) => word.word === 'anchor');
    expect(listed).toMatchObject({ translatedBy: 'device', formMet: 'anchors', category: 'Sea' });
  });

  it('are absent from a word typed in', async () => {
    const added = await addWord(t, token, { word: 'sail' });
    expect(added).not.toHaveProperty('translatedBy');
    expect(added).not.toHaveProperty('formMet');
  });

  it('refuse an unknown translator and a too long form, adding nothing', async () => {
    const refused: Record<string, string>[] = [{ translatedBy: 'oracle' }, { formMet: 'f'.repeat(101) }];
    for (const fields of refused) {
      const res = await t.request('POST', '/api/words/add', {
        body: wordForm({ word: 'tide', ...fields }),
        token,
      });
      expect(res.status).toBe(422);
    }
    expect((await listWords(t, token)).map((word) => word.word)).not.toContain('tide');
  });
});
