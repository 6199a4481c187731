// The start-up line of `npm start`: which translation pairs this server answers.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalTranslationProvider } from '../../../../api/src/providers/translation/local';
import { translationSummary } from '../../../../api/src/providers/translation/summary';

const folders: string[] = [];
function folder(files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'wordhoard-pairs-'));
  for (const file of files) writeFileSync(join(dir, file), '');
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the translation pairs printed at start (a fresh install answered 503 for every pair, silently)', () => {
  it('names the installed dictionaries and Apertium pairs', () => {
    const provider = createLocalTranslationProvider({
      dictDir: folder(['freedict-eng-fra.index', 'freedict-eng-fra.dict.dz']),
      apertiumModesDir: folder(['eng-spa.mode', 'spa-eng.mode']),
    });
    const line = translationSummary(provider, 'local');
    expect(line).toContain('words eng→fra (FreeDict)');
    expect(line).toContain('words and sentences eng→spa, spa→eng (Apertium)');
    expect(line).toContain('on-device translation');
  });

  it('says when nothing is installed, and how to get a translator', () => {
    const provider = createLocalTranslationProvider({ dictDir: folder([]), apertiumModesDir: folder([]) });
    const text = translationSummary(provider, 'local');
    expect(text).toContain('no offline pairs installed');
    expect(text).toContain('apertium-eng-spa');
    expect(text).toContain('TRANSLATE_PROVIDER');
  });

  it('names a configured vendor', () => {
    const vendor = { translate: async () => '' };
    expect(translationSummary(vendor, 'deepl', 'https://api.deepl.com')).toBe(
      'Translation: deepl at https://api.deepl.com answers every pair it offers.',
    );
  });
});
