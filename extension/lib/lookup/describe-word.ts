// Fills a shown lookup card: the background's answer (saved state, definitions), then the
// translation (the saved word's, else the on-device translator's, else the server's), and carries
// out its Save and Play. Answers that arrive after the card moved on are dropped.

import { TRANSLATION_ENGINE_NOTES, type Translated } from '../../../shared/languages/translators';
import { LOOKUP_TEXTS } from '../../../shared/lookup/texts';
import type { MarkedWord } from '../../../shared/marking/matcher';
import { CARD_AUDIO_FAILED } from '../../../shared/marking/texts';
import type { LookupAnswer, LookupSave } from '../message-types';
import type { LookupCard } from './card';
import type { FoundWord } from './word-at-point';

export interface LookupPorts {
  lookupWord(forms: string[], lang: string): Promise<LookupAnswer>;
  /** On the device where the browser can, else on the server. */
  translate(text: string, sourceLanguage: string, targetLanguage: string): Promise<Translated>;
  save(request: LookupSave): Promise<{ message: string; saved: LookupAnswer['saved'] }>;
  speak(text: string, language: string): Promise<void>;
  /** The web app's link to a saved word. */
  linkOf(uuid: string): string;
  pageUrl(): string;
  pageTitle(): string;
}

const messageOf = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;

export function describeWord(
  card: LookupCard,
  found: FoundWord,
  forms: string[],
  savedWord: MarkedWord | null,
  ports: LookupPorts,
) {
  let live = true;
  const word = forms[0] ?? found.text.toLocaleLowerCase();
  let language = found.lang;
  let translated: Translated | null = null;
  if (savedWord) {
    // What the page's matcher knows already: shown at once, the background's answer follows.
    card.setSaved({ score: savedWord.score, link: ports.linkOf(savedWord.uuid) });
    if (savedWord.translation) card.setTranslation(savedWord.translation, '');
  }

  const fill = async () => {
    let answer: LookupAnswer;
    try {
      answer = await ports.lookupWord([...new Set([...forms, found.text])], found.lang);
    } catch (error) {
      if (live) card.setTranslation('', '');
      if (live) card.setStatus(messageOf(error, LOOKUP_TEXTS.signIn));
      return;
    }
    if (!live) return;
    language = answer.language;
    card.setSaved(answer.saved && { score: answer.saved.score, link: answer.saved.link });
    if (answer.definitions) card.setDefinitions(answer.definitions, answer.languageName);
    if (answer.saved?.translation) {
      card.setTranslation(answer.saved.translation, '');
      return;
    }
    if (answer.language === answer.targetLanguage) return card.setTranslation('', '');
    try {
      translated = await ports.translate(word, answer.language, answer.targetLanguage);
      if (live) card.setTranslation(translated.text, TRANSLATION_ENGINE_NOTES[translated.engine]);
    } catch (error) {
      if (live) card.setTranslation('', '');
      if (live) card.setStatus(messageOf(error, LOOKUP_TEXTS.noTranslation));
    }
  };
  void fill();

  return {
    stop() {
      live = false;
    },
    save() {
      card.setStatus('');
      void ports
        .save({
          word,
          met: found.text,
          sentence: found.sentence,
          sourceUrl: ports.pageUrl(),
          sourceTitle: ports.pageTitle(),
          translation: translated?.text ?? '',
          engine: translated?.engine ?? '',
          lang: found.lang,
        })
        .then(
          (outcome) => {
            if (!live) return;
            card.setStatus(outcome.message);
            if (outcome.saved) card.setSaved({ score: outcome.saved.score, link: outcome.saved.link });
          },
          (error: unknown) => live && card.setStatus(messageOf(error, LOOKUP_TEXTS.signIn)),
        );
    },
    play() {
      void ports.speak(word, language).catch(() => {
        if (live) card.setStatus(CARD_AUDIO_FAILED);
      });
    },
  };
}
