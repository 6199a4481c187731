import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../api/src/config';

describe('environment checks at start-up', () => {
  it('runs on embedded defaults with no variables at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toMatch(/^file:.*wordhoard\.db$/);
    expect(config.translation.provider).toBe('local');
    expect(config.payment.provider).toBe('local');
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['APP_URL', 'not a url'],
    ['TRANSLATE_PROVIDER', 'babelfish'],
    ['PAYMENT_PROVIDER', 'cash'],
    ['TTS_PROVIDER', 'robot'],
    ['MANAGER_EMAILS', 'boss-at-example'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '10.0.0.1, proxy.internal'],
    ['TRUST_PROXY', '999'],
    ['CHROME_EXTENSION_IDS', 'x@evil.example'],
    ['JWT_SECRET', 'a'],
    ['JWT_SECRET', 'thirty-one-bytes-of-secret-text'],
    ['LIST_CACHE_MB', '0'],
    ['LIST_CACHE_MB', 'lots'],
    ['LIST_CACHE_MB', '1.5'],
    ['LIST_CACHE_MB', '-256'],
  ])('stops on a malformed %s naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('demands the credentials a chosen vendor needs', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow('PAYPAL_CLIENT_ID');
    expect(() => loadConfig({ SENTENCE_PROVIDER: 'openai' })).toThrow('LLM_BASE_URL');
  });

  it('reads manager e-mails case-insensitively, in the form accounts are stored in', () => {
    expect(loadConfig({ MANAGER_EMAILS: ' Boss@Example.com ,Chef@Пример.РФ' }).managerEmails).toEqual([
      'boss@example.com',
      'chef@xn--e1afmkfd.xn--p1ai',
    ]);
  });

  it.each([
    ['a@b.c', 'Invalid email address.'],
    ['boss@аpple.com', 'mixes Cyrillic and Latin letters'],
  ])('refuses the manager e-mail %s with the message registration gives', (email, message) => {
    expect(() => loadConfig({ MANAGER_EMAILS: `boss@example.com,${email}` })).toThrow(message);
    expect(() => loadConfig({ MANAGER_EMAILS: email })).toThrow('MANAGER_EMAILS');
  });

  it('reads TRUST_PROXY as proxy hops or proxy addresses; 1 is one hop', () => {
    expect(loadConfig({}).trustProxy).toBeNull();
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBeNull();
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, ::ffff:10.0.0.2,fd00::1' }).trustProxy).toEqual({
      proxies: ['10.0.0.1', '10.0.0.2', 'fd00::1'],
    });
  });

  it('bounds the words lists in memory to LIST_CACHE_MB, 256 MB unless set', () => {
    expect(loadConfig({}).listCacheBytes).toBe(256 * 1024 * 1024);
    expect(loadConfig({ LIST_CACHE_MB: ' 64 ' }).listCacheBytes).toBe(64 * 1024 * 1024);
    expect(() => loadConfig({ LIST_CACHE_MB: '0' })).toThrow(
      'Invalid environment variable LIST_CACHE_MB: "0" is not a number of megabytes from 1 to 1048576 (default 256)',
    );
  });

  it('takes a JWT_SECRET of 32 bytes or more', () => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
  });
});
