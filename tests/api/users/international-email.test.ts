// Addresses with internationalised domains: accepted in either form, one account per address.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { claimOf, MINUTE } from './helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ MANAGER_EMAILS: 'chef@例子.中国' });
});
afterEach(() => t.close());

const STORED = 'learner@xn--e1afmkfd.xn--p1ai';

const register = (email: string) => t.request('POST', '/api/users/register', { body: { email } });
const login = (email: string, password: string) =>
  t.request('POST', '/api/users/login', { body: { email, password } });
const accounts = async () => (await t.client.execute('SELECT email FROM users')).rows.map((r) => r.email);

describe('internationalised e-mail addresses', () => {
  it('registers learner@пример.рф, whose mailed password signs the learner in by either form', async () => {
    const res = await register('learner@пример.рф');
    expect(res.status).toBe(200);
    const password = t.mail.passwordFor(STORED);
    const first = await login('learner@пример.рф', password);
    expect(first.status).toBe(200);
    expect(claimOf(await first.text()).email).toBe(STORED);
    const again = await login('Learner@XN--E1AFMKFD.xn--p1ai', password);
    expect(again.status).toBe(200);
    expect(await accounts()).toEqual([STORED]);
  });

  it('never makes a second account for the same address written in punycode', async () => {
    await register('learner@пример.рф');
    expect((await login('learner@пример.рф', t.mail.passwordFor(STORED))).status).toBe(200);
    // Past the limit of mails to one address, which already counts both forms as one.
    t.clock.advance(6 * MINUTE);
    const second = await register('learner@xn--e1afmkfd.xn--p1ai');
    expect(second.status).toBe(200);
    expect(t.mail.sent.at(-1)?.text).not.toMatch(/^Password:/m);
    expect(await accounts()).toEqual([STORED]);
  });

  it('gives the manager role to an address of MANAGER_EMAILS written in its own script', async () => {
    await register('chef@xn--fsqu00a.xn--fiqs8s');
    const res = await login('CHEF@例子.中国', t.mail.passwordFor('chef@xn--fsqu00a.xn--fiqs8s'));
    expect(claimOf(await res.text()).role).toBe(0);
  });

  it.each([
    [
      'a look-alike domain',
      'learner@аpple.com',
      "The email's domain mixes Cyrillic and Latin letters in one name: write it in one alphabet. ",
    ],
    ['two @', 'learner@@пример.рф', 'Invalid email address. '],
    ['an empty label', 'learner@пример..рф', 'Invalid email address. '],
    ['a space', 'lear ner@пример.рф', 'Invalid email address. '],
    ['10,000 characters', `${'a'.repeat(10_000)}@example.com`, 'Up to 100 characters. '],
  ])(
    'refuses an address with %s with 422 and a clear message, keeping nothing',
    async (_case, email, message) => {
      const res = await register(email);
      expect(res.status).toBe(422);
      expect((await res.json()).message).toBe(message);
      expect(t.mail.sent).toHaveLength(0);
    },
  );
});
