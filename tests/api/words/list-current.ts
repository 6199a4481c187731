// Holds the words list the API answers (brought up to date from the changed rows) to the list
// SQLite builds whole from the same rows, byte for byte, and counts how often the API built its
// list whole, so a test can tell the incremental path was the one taken.
import { expect, vi } from 'vitest';
import { LIST_SQL_OF, type ListForm, WHOLE_LIST_SQL } from '../../../api/src/modules/words/list-sql';
import {
  decodeWordRows,
  encodeWordRows,
  type ListedWord,
  WORD_ROW_KEYS,
  WORD_ROWS_MEDIA_TYPE,
} from '../../../shared/words/word-rows';
import type { TestApp } from '../helpers/test-app';

export async function wholeList(t: TestApp, userId: number, form: ListForm = 'json'): Promise<string> {
  const [row] = (await t.client.execute({ sql: WHOLE_LIST_SQL[form], args: [userId] })).rows;
  return new TextDecoder().decode(row?.list as ArrayBuffer);
}

export const ROWS = { accept: WORD_ROWS_MEDIA_TYPE };

/**
 * Answers the list's ETag after checking the answer equals the whole list, in each form: the
 * compact one's rows are SQLite's whole rows byte for byte, what shared/words/word-rows.ts writes
 * for the same words, and decode to the JSON form's words.
 */
export async function expectListCurrent(t: TestApp, token: string, userId: number): Promise<string> {
  const res = await t.request('GET', '/api/words/get/words', { token });
  expect(res.status).toBe(200);
  const json = await res.text();
  expect(json).toBe(await wholeList(t, userId));
  const compact = await t.request('GET', '/api/words/get/words', { token, headers: ROWS });
  expect(compact.status).toBe(200);
  const text = await compact.text();
  expect(text).toBe(`{"keys":${JSON.stringify(WORD_ROW_KEYS)},"rows":${await wholeList(t, userId, 'rows')}}`);
  const body = JSON.parse(text);
  const words = JSON.parse(json) as ListedWord[];
  expect(body).toEqual(JSON.parse(encodeWordRows(words)));
  expect(decodeWordRows(body)).toEqual(words);
  const etag = res.headers.get('etag') ?? '';
  expect(compact.headers.get('etag')).toBe(`${etag.slice(0, -1)}-c"`);
  return etag;
}

/** Counts the API's whole builds of a list from now on. */
export function countWholeBuilds(t: TestApp): () => number {
  const execute = vi.spyOn(t.client, 'execute');
  const sqlOf = (statement: unknown) =>
    typeof statement === 'object' && statement !== null && 'sql' in statement ? statement.sql : statement;
  const whole = new Set(Object.values(LIST_SQL_OF).map((sql) => sql.withIds));
  return () => execute.mock.calls.filter((call: unknown[]) => whole.has(String(sqlOf(call[0])))).length;
}

export const userIdOf = async (t: TestApp, email: string) =>
  Number(
    (await t.client.execute({ sql: 'SELECT id FROM users WHERE email = ?', args: [email] })).rows[0]?.id,
  );
