import { describe, expect, it } from 'vitest';
import { tokenClaims } from '../../../shared/accounts/token-claims';

const base64url = (text: string) => Buffer.from(text).toString('base64url');
const tokenWith = (payload: string) => `${base64url('{"alg":"HS256"}')}.${base64url(payload)}.signature`;

describe('tokenClaims', () => {
  it('reads the payload of a token without its signature checked', () => {
    expect(tokenClaims(tokenWith('{"user":{"name":"Ada"},"exp":5}'))).toEqual({
      user: { name: 'Ada' },
      exp: 5,
    });
  });

  it('refuses a payload that is not a JSON object', () => {
    for (const payload of ['null', '7', '"text"', '[1,2]', '{broken']) {
      expect(tokenClaims(tokenWith(payload))).toBeNull();
    }
  });

  it('refuses text that is not a token', () => {
    for (const token of ['', 'abc', 'a.b', 'a.%%%.c']) expect(tokenClaims(token)).toBeNull();
  });
});
