import type { Word } from '../../../shared/words/types';
import type { TestApp } from '../helpers/test-app';

export function wordForm(fields: Record<string, string | Blob> = {}): FormData {
  const form = new FormData();
  const defaults = {
    word: 'house',
    wordTranslation: 'casa',
    sentence: 'The house is on the hill.',
    sentenceTranslation: 'La casa está en la colina.',
    language: 'en-US',
    voice: 'en-US-Female',
    highQuality: 'false',
    category: '',
  };
  for (const [key, value] of Object.entries({ ...defaults, ...fields })) form.append(key, value);
  return form;
}

export async function addWord(t: TestApp, token: string, fields: Record<string, string | Blob> = {}) {
  const res = await t.request('POST', '/api/words/add', { body: wordForm(fields), token });
  if (res.status !== 201) throw new Error(`add answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Word & { message: string };
}

export async function listWords(t: TestApp, token: string): Promise<Word[]> {
  const res = await t.request('GET', '/api/words/get/words', { token });
  if (res.status !== 200) throw new Error(`list answered ${res.status}`);
  return res.json();
}
