import { loadForms } from './shared/forms/index';
import { buildMatcher, matchText } from './shared/marking/matcher';
import { loadFormIndexes } from './shared/marking/form-index';
import { PARADIGMS } from './tests/shared/forms/paradigms';
for (const [lang, words] of Object.entries(PARADIGMS)) {
  const forms = await loadForms(lang);
  const saved = Object.keys(words).map((w, n) => ({ uuid: `u${n}`, word: w, wordTranslation: '', language: lang, score: 1, speechWord: '' }) as any);
  const data = buildMatcher(saved, [forms!]);
  const idx = await loadFormIndexes(data.forms);
  let hit = 0, total = 0; const miss: string[] = [];
  for (const [w, fs] of Object.entries(words)) for (const f of fs) {
    total++;
    const m = matchText(f, new Map(data.index), lang, idx);
    if (m.length === 1 && data.words[m[0]!.word]!.word === w) hit++; else miss.push(`${f}→${w}`);
  }
  console.log(lang, hit, total, (100*hit/total).toFixed(1), miss.join(' '));
}
