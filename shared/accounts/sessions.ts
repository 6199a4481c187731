// Sessions a learner controls (docs/decisions/0012-sessions.md): how long one may live, the texts
// the server answers and the profile shows, and the device a session is named after.

/** A session ends this long after its password was last entered, however often its token is renewed. */
export const SESSION_MAX_DAYS = 90;
export const SESSION_MAX_MS = SESSION_MAX_DAYS * 24 * 60 * 60 * 1000;
/** A session's last use is written at most this often: most requests then write nothing. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';
export const SESSION_LIMIT_MESSAGE = `You last entered your password ${SESSION_MAX_DAYS} days ago. Please log in again.`;
export const SESSION_NOT_FOUND_MESSAGE = 'This session has already ended.';
export const SESSION_ENDED_MESSAGE = 'The session was ended.';
export const SIGNED_OUT_MESSAGE = 'You are signed out.';
export const CURRENT_PASSWORD_LABEL = 'Current password';
export const CURRENT_PASSWORD_HINT = 'Needed only to set a new password.';
export const CURRENT_PASSWORD_MISSING_MESSAGE = 'Enter your current password to set a new one.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'The current password is wrong.';
/** How many wrong current passwords a signed-in session may try before it waits (a stolen token). */
export const PASSWORD_CHECKS = { max: 10, windowMs: 15 * 60 * 1000 } as const;

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  // HeadlessChrome too: no word boundary before its "Chrome".
  [/Chrom(?:e|ium)\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (table: [RegExp, string][], text: string) =>
  table.find(([pattern]) => pattern.test(text))?.[1];

/**
 * A learner-readable name for the device a session was opened on, from its User-Agent: "Firefox on
 * Android", "Chrome on Windows". Only this name is kept, never the header itself.
 */
export function describeDevice(userAgent: string | null | undefined): string {
  const agent = userAgent ?? '';
  const browser = firstMatch(BROWSERS, agent);
  const system = firstMatch(SYSTEMS, agent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}

/**
 * A new password needs the current one. Checked after the spec's own profile rules (SPEC §5), whose
 * messages come first; a name-only change needs nothing more, as the spec's call had it.
 */
export const validateCurrentPassword = (form: { password?: string; currentPassword?: string }): string =>
  form.password && !form.currentPassword ? CURRENT_PASSWORD_MISSING_MESSAGE : '';

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** When a session was last used, as the profile's list says it. */
export function lastUsedText(lastUsedAt: number, now: number): string {
  const minutes = Math.floor((now - lastUsedAt) / 60_000);
  // Uses are written every few minutes: anything closer is "now" as far as anyone can tell.
  if (minutes < SESSION_TOUCH_INTERVAL_MS / 60_000) return 'Used in the last few minutes';
  if (minutes < 60) return `Last used ${plural(minutes, 'minute')} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `Last used ${plural(hours, 'hour')} ago`;
  return `Last used ${plural(Math.floor(hours / 24), 'day')} ago`;
}
