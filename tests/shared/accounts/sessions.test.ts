import { describe, expect, it } from 'vitest';
import { formatBytes, mediaUsageText, wordsUsageText } from '../../../shared/accounts/quotas';
import {
  CURRENT_PASSWORD_MISSING_MESSAGE,
  describeDevice,
  lastUsedText,
  validateCurrentPassword,
} from '../../../shared/accounts/sessions';

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on Windows',
    ],
    ['Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0', 'Firefox on Android'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on macOS',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Chrome on Linux',
    ],
    ['curl/8.5.0', 'Unknown device'],
    [null, 'Unknown device'],
  ])('names %s as %s', (agent, name) => {
    expect(describeDevice(agent)).toBe(name);
  });
});

describe('lastUsedText', () => {
  const now = Date.parse('2030-01-10T12:00:00Z');
  it.each([
    [0, 'Used in the last few minutes'],
    [4 * 60_000, 'Used in the last few minutes'],
    [5 * 60_000, 'Last used 5 minutes ago'],
    [60 * 60_000, 'Last used 1 hour ago'],
    [49 * 60 * 60_000, 'Last used 2 days ago'],
  ])('%i ms ago reads %s', (ago, text) => {
    expect(lastUsedText(now - ago, now)).toBe(text);
  });
});

describe('the current password', () => {
  it('is needed only with a new password', () => {
    expect(validateCurrentPassword({})).toBe('');
    expect(validateCurrentPassword({ password: '' })).toBe('');
    expect(validateCurrentPassword({ password: 'new-one' })).toBe(CURRENT_PASSWORD_MISSING_MESSAGE);
    expect(validateCurrentPassword({ password: 'new-one', currentPassword: 'old-one' })).toBe('');
  });
});

describe('usage lines', () => {
  it('reads bytes and counts as a learner would', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(2 * 1024 ** 3)).toBe('2 GB');
    expect(wordsUsageText({ words: 1234, mediaBytes: 0, textBytes: 0 })).toBe('1,234 of 100,000 words');
    expect(mediaUsageText({ words: 0, mediaBytes: 12.5 * 1024 ** 2, textBytes: 0 })).toBe(
      '12.5 MB of 2 GB of pictures and audio',
    );
  });
});
