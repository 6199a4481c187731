// Reading an answer the way an attacker would: the body as text, any token in it decoded, and the
// headers, so a secret cannot hide in a JWT payload or a header.
import { decodeJwt } from 'jose';
import { expect } from 'vitest';

const JWT = /^[\w-]+\.[\w-]+\.[\w-]*$/;

export async function answerText(res: Response): Promise<string> {
  const body = await res.text();
  const headers = [...res.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
  let decoded = '';
  if (JWT.test(body.trim())) {
    try {
      decoded = JSON.stringify(decodeJwt(body.trim()));
    } catch {
      // not a token after all
    }
  }
  return `${headers}\n\n${body}\n${decoded}`;
}

/** Fails naming the first secret found in the text (case-insensitive: e-mails, hex ids). */
export function expectNoneOf(text: string, secrets: readonly string[]): void {
  const lower = text.toLowerCase();
  const found = secrets.filter((s) => lower.includes(s.toLowerCase()));
  expect(found, 'data of another learner in the answer').toEqual([]);
}
