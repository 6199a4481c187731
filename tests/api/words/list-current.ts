// Holds the words list the API answers (brought up to date from the changed rows) to the list
// SQLite builds whole from the same rows, byte for byte, and counts how often the API built its
// list whole, so a test can tell the incremental path was the one taken.
import { expect, vi } from 'vitest';
import { LIST_SQL, LIST_WITH_IDS_SQL } from '../../../api/src/modules/words/list-sql';
import type { TestApp } from '../helpers/test-app';

export async function wholeList(t: TestApp, userId: number): Promise<string> {
  const [row] = (await t.client.execute({ sql: LIST_SQL, args: [userId] })).rows;
  return new TextDecoder().decode(row?.list as ArrayBuffer);
}

/** Answers the list's ETag after checking the answer equals the whole list. */
export async function expectListCurrent(t: TestApp, token: string, userId: number): Promise<string> {
  const res = await t.request('GET', '/api/words/get/words', { token });
  expect(res.status).toBe(200);
  expect(await res.text()).toBe(await wholeList(t, userId));
  return res.headers.get('etag') ?? '';
}

/** Counts the API's whole builds of a list from now on. */
export function countWholeBuilds(t: TestApp): () => number {
  const execute = vi.spyOn(t.client, 'execute');
  const sqlOf = (statement: unknown) =>
    typeof statement === 'object' && statement !== null && 'sql' in statement ? statement.sql : statement;
  return () => execute.mock.calls.filter((call: unknown[]) => sqlOf(call[0]) === LIST_WITH_IDS_SQL).length;
}

export const userIdOf = async (t: TestApp, email: string) =>
  Number(
    (await t.client.execute({ sql: 'SELECT id FROM users WHERE email = ?', args: [email] })).rows[0]?.id,
  );
