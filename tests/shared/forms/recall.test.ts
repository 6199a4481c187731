// The budgets of issue 33 for the forms of a word: recall of inflected forms ≥ 95 % per language,
// false marks ≤ 0.5 % of the words of a control text. The measured figures are printed beside.
import { describe, expect, it } from 'vitest';
import { CONTROL_TEXTS } from './control-texts';
import { markerFor } from './matching';
import { PARADIGMS } from './paradigms';

const RECALL_BUDGET = 0.95;
const FALSE_MARK_BUDGET = 0.005;

describe('recall of the forms saved words take', () => {
  it.each(Object.keys(PARADIGMS))('%s finds at least 95 percent of the forms in a text', async (language) => {
    const paradigms = PARADIGMS[language] ?? {};
    const mark = await markerFor(language, Object.keys(paradigms));
    const expected = Object.entries(paradigms).flatMap(([word, forms]) =>
      forms.map((form) => ({ form, word })),
    );
    // One text of every form, as sentences on a page: the marks found in it, in order.
    const text = expected.map(({ form }) => `${form}.`).join(' ');
    const marks = mark(text);
    const found = expected.filter(({ form, word }) => marks.some((m) => m.met === form && m.word === word));
    const missed = expected
      .filter((entry) => !found.includes(entry))
      .map(({ form, word }) => `${form} → ${word}`);
    const recall = found.length / expected.length;
    console.info(
      `forms recall ${language}: ${(recall * 100).toFixed(1)} % of ${expected.length}; missed: ${missed.join(', ') || 'none'}`,
    );
    expect(recall).toBeGreaterThanOrEqual(RECALL_BUDGET);
    expect(marks.filter((m) => m.form).length).toBe(found.length);
  });
});

describe('false marks on a control text', () => {
  it.each(CONTROL_TEXTS.map((control) => [control.language, control] as const))(
    '%s marks at most 0.5 percent of the words wrongly',
    async (_language, control) => {
      const mark = await markerFor(control.language, control.saved);
      const marks = mark(control.text);
      const words = control.text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
      const wrong = marks
        .filter((m) => m.form && !control.forms.includes(m.met))
        .map((m) => `${m.met} → ${m.word}`);
      const rate = wrong.length / words;
      console.info(
        `false marks ${control.language}: ${wrong.length} of ${words} words (${(rate * 100).toFixed(2)} %): ${wrong.join(', ') || 'none'}`,
      );
      expect(rate).toBeLessThanOrEqual(FALSE_MARK_BUDGET);
      // Every true form in the text is marked too: the control is not passed by marking nothing.
      for (const form of control.forms) expect(marks.some((m) => m.met === form)).toBe(true);
    },
  );
});
