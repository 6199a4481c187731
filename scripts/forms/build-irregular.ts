// Builds shared/forms/irregular/<language>.json (docs/decisions/0044-word-forms.md): every form of
// every verb in a maintained conjugation source, run through the current matcher (Snowball stems +
// endings.ts, no irregular table), keeping only the forms it misses ("ging" of "gehen"). Run after a
// change to the stemmers, the endings or a source: `bun scripts/forms/build-irregular.ts [de ...]`.
import { writeFileSync } from 'node:fs';
import { loadStemmerForms } from '../../shared/forms/word-forms';
import { IRREGULAR_SOURCES, regularForms } from './irregular-sources';

const WORD = /^\p{L}+$/u;

async function build(language: string): Promise<void> {
  const source = IRREGULAR_SOURCES[language];
  const forms = await loadStemmerForms(language);
  if (!source || !forms) throw new Error(`no source or forms for ${language}`);
  const table: Record<string, string[]> = {};
  const verbs = new Map(source.verbs());
  const regular = regularForms(source, verbs);
  let total = 0;
  for (const [verb, verbForms] of verbs) {
    const lemma = verb.toLocaleLowerCase(language);
    const expected = regular(lemma);
    const missed = new Set<string>();
    for (const raw of verbForms) {
      const form = raw.toLocaleLowerCase(language);
      if (!WORD.test(form) || form === lemma || expected.has(form)) continue;
      total++;
      if (!forms.isFormOf(form, lemma)) missed.add(form);
    }
    if (missed.size > 0) table[lemma] = [...missed].sort();
  }
  const sorted = Object.fromEntries(Object.entries(table).sort(([a], [b]) => a.localeCompare(b)));
  const json = `${JSON.stringify(sorted)}\n`;
  writeFileSync(new URL(`../../shared/forms/irregular/${language}.json`, import.meta.url), json);
  const kept = Object.values(table).reduce((sum, list) => sum + list.length, 0);
  console.info(
    `${language}: ${kept} of ${total} forms missed by stems + endings, ${Object.keys(table).length} verbs, ${json.length} bytes`,
  );
}

const languages = process.argv.slice(2);
for (const language of languages.length > 0 ? languages : Object.keys(IRREGULAR_SOURCES))
  await build(language);
