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
  ])('stops on a malformed %s naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('demands the credentials a chosen vendor needs', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow('PAYPAL_CLIENT_ID');
    expect(() => loadConfig({ SENTENCE_PROVIDER: 'openai' })).toThrow('LLM_BASE_URL');
  });

  it('reads manager e-mails case-insensitively', () => {
    expect(loadConfig({ MANAGER_EMAILS: ' Boss@Example.com ,a@b.c' }).managerEmails).toEqual([
      'boss@example.com',
      'a@b.c',
    ]);
  });
});
