// The outside pages a word links to (SPEC §2): a translate site, sentence examples, a dictionary
// and an image search. Plain links: the word travels only in the address the learner opens.
import { translationCodeOfSpeechLocale } from '../../../../../shared/languages/translation';
import type { Word } from '../../../../../shared/words/types';

export type ExternalKind = 'translate' | 'sentences' | 'dictionary' | 'images';

export interface ExternalLink {
  kind: ExternalKind;
  /** What the link opens, said with the word: 'Translate “casa”'. */
  label: string;
  /** The same in a word or two, shown beside the icon where there is room. */
  short: string;
  href: string;
}

/**
 * The four links of a word. The translate site goes from the word's own language (its speech
 * locale) to the learner's target language; it guesses the source when the locale has no code.
 */
export function externalLinks(word: Pick<Word, 'word' | 'language'>, targetLanguage: string): ExternalLink[] {
  const text = encodeURIComponent(word.word);
  const source = translationCodeOfSpeechLocale(word.language) ?? 'auto';
  const target = encodeURIComponent(targetLanguage || 'en');
  const quoted = `“${word.word}”`;
  return [
    {
      kind: 'translate',
      label: `Translate ${quoted}`,
      short: 'Translate',
      href: `https://translate.google.com/?sl=${encodeURIComponent(source)}&tl=${target}&text=${text}&op=translate`,
    },
    {
      kind: 'sentences',
      label: `Example sentences with ${quoted}`,
      short: 'Sentences',
      href: `https://sentence.yourdictionary.com/${text}`,
    },
    {
      kind: 'dictionary',
      label: `${quoted} in the dictionary`,
      short: 'Dictionary',
      href: `https://en.wiktionary.org/wiki/${text}`,
    },
    {
      kind: 'images',
      label: `Pictures of ${quoted}`,
      short: 'Pictures',
      href: `https://www.google.com/search?tbm=isch&q=${text}`,
    },
  ];
}
