// Passwords are stored as argon2id at OWASP's minimum cost (19 MiB, 2 passes). The API tests hash at
// a lower cost for speed (helpers/test-app.ts); this file holds the server's own.
import { describe, expect, it } from 'vitest';
import { createDeps } from '../../../api/src/deps';
import { createPasswords, PASSWORD_COST } from '../../../api/src/modules/users/passwords';
import { createTestApp } from '../helpers/test-app';
import { signUp } from './helpers';

describe('password hashing', () => {
  it("hashes at the server's cost unless the code building the app says otherwise", async () => {
    expect(PASSWORD_COST).toEqual({ memoryCost: 19_456, timeCost: 2 });
    const t = await createTestApp();
    try {
      const server = await createDeps(t.config);
      try {
        expect(await server.passwords.hash('correct horse')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      } finally {
        await server.close();
      }
    } finally {
      await t.close();
    }
  });

  it('verifies a hash by the cost written in it, whatever the cost it hashes at', async () => {
    const stored = await createPasswords().hash('correct horse');
    const cheap = createPasswords({ memoryCost: 256, timeCost: 1 });

    expect(await cheap.verify('correct horse', stored)).toBe(true);
    expect(await cheap.verify('wrong horse', stored)).toBe(false);
  });

  it('stores what a learner signs up with as an argon2id hash, never the password', async () => {
    const t = await createTestApp();
    try {
      const { password } = await signUp(t, 'hash@example.com');
      const row = await t.client.execute("SELECT password_hash FROM users WHERE email = 'hash@example.com'");
      const stored = String(row.rows[0]?.password_hash);

      expect(stored).toMatch(/^\$argon2id\$/);
      expect(stored).not.toContain(password);
      expect(await t.passwords.verify(password, stored)).toBe(true);
    } finally {
      await t.close();
    }
  });
});
