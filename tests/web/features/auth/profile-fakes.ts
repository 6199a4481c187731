// What the profile screen's second card loads when it opens: usage and sessions, answered as the
// server would for a learner with a few words on two devices.
import { MEDIA_BYTES_MAX, TEXT_BYTES_MAX, WORDS_MAX } from '../../../../shared/accounts/quotas';
import type { SessionInfo, UsageAnswer } from '../../../../shared/api';
import { json } from './fake-api';

export const NOW = Date.now();
export const sampleUsage: UsageAnswer = {
  words: 1234,
  wordsMax: WORDS_MAX,
  mediaBytes: 12.5 * 1024 * 1024,
  mediaBytesMax: MEDIA_BYTES_MAX,
  textBytes: 340 * 1024,
  textBytesMax: TEXT_BYTES_MAX,
  addsPerMinute: 60,
};
export const thisDevice: SessionInfo = {
  id: 'session-here',
  device: 'Chrome on Windows',
  createdAt: NOW - 3_600_000,
  lastUsedAt: NOW,
  current: true,
};
export const phone: SessionInfo = {
  id: 'session-phone',
  device: 'Firefox on Android',
  createdAt: NOW - 86_400_000 * 3,
  lastUsedAt: NOW - 86_400_000 * 2,
  current: false,
};

/** Answers for the loads of the profile's details, to spread into fakeApi's table. */
export const profileDetails = (sessions: SessionInfo[] = [thisDevice, phone]) => ({
  'GET /api/users/usage': () => json(200, sampleUsage),
  'GET /api/users/sessions': () => json(200, { sessions }),
});
