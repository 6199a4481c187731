// One check of a token's user for the web app and the extension: they refuse the same claims.
import { describe, expect, it } from 'vitest';
import { isTokenUser } from '../../../shared/accounts/token-user';

const ADA = {
  id: 7,
  uuid: '8c1f6a52-3f0e-4c35-9a52-0d6b1f1f2e11',
  subscriptionId: '',
  role: 0,
  deletingWords: 60,
  name: 'Ada',
  email: 'ada@example.com',
  date: '2026-01-05T10:00:00.000Z',
};

describe('the token user check', () => {
  it('accepts the claim the server signs', () => {
    expect(isTokenUser(ADA)).toBe(true);
  });

  it('refuses a claim missing any of its eight fields', () => {
    for (const field of Object.keys(ADA)) {
      const { [field as keyof typeof ADA]: _left, ...rest } = ADA;
      expect(isTokenUser(rest), field).toBe(false);
    }
  });

  it('refuses mistyped fields and things that are not objects', () => {
    expect(isTokenUser({ ...ADA, id: '7' })).toBe(false);
    expect(isTokenUser({ ...ADA, role: null })).toBe(false);
    for (const bad of [null, 'Ada', 7, [ADA]]) expect(isTokenUser(bad)).toBe(false);
  });
});
