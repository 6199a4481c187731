// The outside pages a word links to (SPEC §2): a translate site, sentence examples, a dictionary
// and an image search. Plain links: the word travels only in the address the learner opens.
import { translationCodeOfSpeechLocale } from '../../../../../shared/languages/translation';
import type { Word } from '../../../../../shared/words/types';

export type ExternalKind = 'translate' | 'sentences' | 'dictionary' | 'images';

export interface ExternalLink {
  kind: ExternalKind;
  /** What the link opens, said with the word: 'Translate “casa”'. */
  label: string;
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
      href: `https://translate.google.com/?sl=${encodeURIComponent(source)}&tl=${target}&text=${text}&op=translate`,
    },
    {
      kind: 'sentences',
      label: `Example sentences with ${quoted}`,
      href: `https://sentence.yourdictionary.com/${text}`,
    },
    {
      kind: 'dictionary',
      label: `${quoted} in the dictionary`,
      href: `https://en.wiktionary.org/wiki/${text}`,
    },
    {
      kind: 'images',
      label: `Pictures of ${quoted}`,
      href: `https://www.google.com/search?tbm=isch&q=${text}`,
    },
  ];
}
