// The one rule for e-mail addresses (registration, login, reset, the profile and MANAGER_EMAILS):
// an ASCII local part as before, and a domain in any script or in its ASCII (punycode) form.
// The domain goes through UTS #46, the mapping every browser applies to a host name, by way of
// the URL parser that Bun and every browser carry (`new URL`): case, width and Unicode
// normalisation are folded, and an invalid `xn--` label is refused. One address written two ways
// (`learner@пример.рф`, `LEARNER@xn--e1afmkfd.xn--p1ai`) thus has one canonical form, the one
// stored: lower case with the domain in ASCII, which is also how mail systems carry it.
import { toUnicode } from 'punycode.js';

/** The characters mail systems accept in a local part (RFC 5322's atext and dots). */
const LOCAL_PART = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+$/i;
/** ASCII that may stand in a domain as typed; other ASCII (spaces, %, /, @, :, _) never may. */
const ASCII_OUTSIDE_DOMAIN = /[\0-,/:-@[-`{-\x7f]/;
/** A DNS label after mapping: letters, digits and inner hyphens, at most 63 characters. */
const ASCII_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** A top-level domain of two or more letters, or an internationalised one (`xn--p1ai` for рф). */
const TOP_LEVEL = /^(?:[a-z]{2,}|xn--[a-z0-9-]+)$/;
const DOMAIN_MAX = 253;

export type EmailCheck =
  | { ok: true; canonical: string }
  | { ok: false; problem: 'invalid' }
  | { ok: false; problem: 'mixedScripts'; scripts: string[] };

const INVALID: EmailCheck = { ok: false, problem: 'invalid' };

/** The domain in ASCII as the URL parser maps it, or null when it is no host name. */
function asciiDomain(domain: string): string | null {
  if (domain === '' || ASCII_OUTSIDE_DOMAIN.test(domain)) return null;
  try {
    return new URL(`http://${domain}/`).hostname;
  } catch {
    return null;
  }
}

// Scripts told apart in a label. A letter of a script not listed counts as a script of its own.
// Common and Inherited characters (digits, hyphens, combining marks) belong to every script.
const SCRIPTS = [
  'Latin',
  'Greek',
  'Cyrillic',
  'Armenian',
  'Georgian',
  'Hebrew',
  'Arabic',
  'Syriac',
  'Thaana',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Thai',
  'Lao',
  'Tibetan',
  'Myanmar',
  'Khmer',
  'Mongolian',
  'Ethiopic',
  'Cherokee',
  'Tifinagh',
  'Canadian_Aboriginal',
  'Han',
  'Hiragana',
  'Katakana',
  'Bopomofo',
  'Hangul',
] as const;
// Made on first use: a call at a module's top level is kept by bundlers in every page that imports
// any rule beside it (the navbar's name rule put this file and punycode on the landing page).
let scriptPatterns: (readonly [string, RegExp])[] | undefined;
const patternsOfScripts = () =>
  (scriptPatterns ??= SCRIPTS.map((name) => [name, new RegExp(`^\\p{Script=${name}}$`, 'u')] as const));
const SHARED_BY_ALL = /^[\p{Script=Common}\p{Script=Inherited}]$/u;

/**
 * The mixes that UTS #39 calls "highly restrictive" and allows: Japanese, Chinese and Korean
 * writing with Latin letters. Any other mix in one label (a Cyrillic "а" in "аpple") is how a
 * look-alike of a known domain is made.
 */
const ALLOWED_MIXES = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Bopomofo'],
  ['Latin', 'Han', 'Hangul'],
];

function scriptsOf(label: string): string[] {
  const found = new Set<string>();
  for (const char of label) {
    if (SHARED_BY_ALL.test(char)) continue;
    found.add(patternsOfScripts().find(([, pattern]) => pattern.test(char))?.[0] ?? 'another script');
  }
  return [...found];
}

/** The scripts one label of the domain mixes against the rule, or null when none does. */
function mixedScripts(unicodeLabels: string[]): string[] | null {
  for (const label of unicodeLabels) {
    const scripts = scriptsOf(label);
    if (scripts.length < 2) continue;
    if (!ALLOWED_MIXES.some((mix) => scripts.every((script) => mix.includes(script)))) return scripts;
  }
  return null;
}

/** Checks a trimmed address and answers its canonical form. Linear in its length, however long. */
export function checkEmail(address: string): EmailCheck {
  const at = address.indexOf('@');
  if (at < 1 || at !== address.lastIndexOf('@')) return INVALID;
  const local = address.slice(0, at);
  if (!LOCAL_PART.test(local)) return INVALID;
  const domain = asciiDomain(address.slice(at + 1));
  if (domain === null || domain.length > DOMAIN_MAX) return INVALID;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => ASCII_LABEL.test(label))) return INVALID;
  if (!TOP_LEVEL.test(labels.at(-1) ?? '')) return INVALID;
  // The URL parser lets a hyphen start or end a label in its own script ("-пример"); DNS does not.
  const unicodeLabels = labels.map((label) => (label.startsWith('xn--') ? toUnicode(label) : label));
  if (unicodeLabels.some((label) => label.startsWith('-') || label.endsWith('-'))) return INVALID;
  const scripts = mixedScripts(unicodeLabels);
  if (scripts) return { ok: false, problem: 'mixedScripts', scripts };
  return { ok: true, canonical: `${local.toLowerCase()}@${domain}` };
}

/** An address as the learner reads it: the stored ASCII domain shown in its own script. */
export function displayEmail(canonical: string): string {
  const at = canonical.lastIndexOf('@');
  if (at < 0) return canonical;
  try {
    return `${canonical.slice(0, at)}@${toUnicode(canonical.slice(at + 1))}`;
  } catch {
    return canonical;
  }
}
