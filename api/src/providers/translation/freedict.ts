// FreeDict dictionaries in dictd format, as Debian's dict-freedict-* packages install them:
// `freedict-eng-fra.index` lists "headword<TAB>offset<TAB>length" with numbers in dictd's base64,
// pointing into the uncompressed text of `freedict-eng-fra.dict.dz` (gzip with dictzip chunks).
// A dictionary is a few hundred KB unpacked, so the whole file is inflated once on first use
// instead of seeking chunk by chunk.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { unavailable } from '../../errors';

const DICTD_BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const INDEX_FILE = /^freedict-([a-z]{2,3})-([a-z]{2,3})\.index$/;

interface EntrySpan {
  offset: number;
  length: number;
}

export interface FreedictDictionary {
  /** The senses of a headword, e.g. ['maison'] for 'house'; undefined when it is not listed. */
  lookup(term: string): Promise<readonly string[] | undefined>;
}

export function decodeDictdNumber(digits: string): number {
  let value = 0;
  for (const digit of digits) {
    const index = DICTD_BASE64.indexOf(digit);
    if (index < 0) throw new Error(`Not a dictd base64 number: ${digits}`);
    value = value * 64 + index;
  }
  return value;
}

/** Headwords are matched case-insensitively, ignoring spacing and surrounding punctuation. */
export function dictionaryKey(term: string): string {
  return term
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\p{P}\s]+|[\p{P}\s]+$/gu, '');
}

/** Finds installed dictionaries: 'eng-fra' → '/usr/share/dictd/freedict-eng-fra'. */
export function discoverFreedictPairs(dictDir: string): Map<string, string> {
  const pairs = new Map<string, string>();
  if (!existsSync(dictDir)) return pairs;
  for (const name of readdirSync(dictDir)) {
    const match = INDEX_FILE.exec(name);
    if (!match) continue;
    const basePath = join(dictDir, `freedict-${match[1]}-${match[2]}`);
    if (existsSync(`${basePath}.dict.dz`) || existsSync(`${basePath}.dict`)) {
      pairs.set(`${match[1]}-${match[2]}`, basePath);
    }
  }
  return pairs;
}

/**
 * The translations in one entry. Older FreeDict entries read "house /haus/\nmaison\n", newer ones
 * number their senses and add grammar in angle brackets ("1. Haus <n, neut>"); indented lines are
 * notes and examples, not translations.
 */
export function sensesOfEntry(entry: string): string[] {
  return entry
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '' && !/^\s/.test(line))
    .map((line) =>
      line
        .replace(/^\d+\.\s*/, '')
        .replace(/<[^>]*>/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((sense) => sense !== '' && !/^(see|synonyms?|antonyms?|note)\b/i.test(sense));
}

async function loadDictionary(basePath: string) {
  const index = new Map<string, EntrySpan[]>();
  for (const line of (await Bun.file(`${basePath}.index`).text()).split('\n')) {
    const [headword, offset, length] = line.split('\t');
    if (!headword || !offset || !length || headword.startsWith('00database')) continue;
    const key = dictionaryKey(headword);
    const spans = index.get(key) ?? [];
    spans.push({ offset: decodeDictdNumber(offset), length: decodeDictdNumber(length) });
    index.set(key, spans);
  }
  const packed = Bun.file(`${basePath}.dict.dz`);
  const text = (await packed.exists())
    ? Bun.gunzipSync(new Uint8Array(await packed.arrayBuffer()))
    : new Uint8Array(await Bun.file(`${basePath}.dict`).arrayBuffer());
  return { index, text };
}

export function openFreedictDictionary(basePath: string): FreedictDictionary {
  let loading: ReturnType<typeof loadDictionary> | undefined;
  const decoder = new TextDecoder();
  return {
    async lookup(term) {
      loading ??= loadDictionary(basePath);
      // A failed load is forgotten so the next request tries again.
      const { index, text } = await loading.catch(() => {
        loading = undefined;
        throw unavailable(
          'The offline dictionary could not be read; please tell the administrator.',
          'translation_failed',
        );
      });
      const spans = index.get(dictionaryKey(term));
      if (!spans) return undefined;
      const senses = spans.flatMap(({ offset, length }) =>
        sensesOfEntry(decoder.decode(text.subarray(offset, offset + length))),
      );
      return senses.length > 0 ? [...new Set(senses)] : undefined;
    },
  };
}
