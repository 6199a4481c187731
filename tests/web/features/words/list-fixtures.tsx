// What the list, panel and page tests share: a signed-in learner with preferences and a small,
// varied word list, and readers of what the list shows. Each test file mocks words-api, toasts
// and the audio player itself (vi.mock is hoisted per file).
import { fireEvent, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { DisplaySettings } from '../../../../shared/words/filter';
import type { Preferences, ShownWord, Word } from '../../../../shared/words/types';
import { ListMode } from '../../../../web/src/features/words/list/list-mode';
import { SettingsPanel } from '../../../../web/src/features/words/panel/settings-panel';
import {
  applySettings,
  defaultsFor,
  displaySettingsAtom,
  wordsLoadedAtom,
} from '../../../../web/src/features/words/state/words-store';
import { appStore, preferencesAtom, tokenAtom, wordsAtom } from '../../../../web/src/lib/session';
import { makeWord } from '../../../shared/words/make-word';
import { makeToken, sampleUser } from '../../render-app';

export const preferences: Preferences = {
  speechLanguage: 'es-ES',
  speechVoice: 'es-ES-Female',
  sourceLanguage: 'es',
  targetLanguage: 'en',
  highQuality: false,
  rateSpeech: 1.5,
};

/** A Spanish word saved after the learner registered. */
export const aWord = (fields: Partial<Word> = {}): Word =>
  makeWord({ language: 'es-ES', voice: 'es-ES-Female', date: '2025-03-01T10:00:00.000Z', ...fields });

/**
 * Six words saved on six days (the user registered on 2025-01-15), oldest first as the server
 * lists them last: each filter of the panel keeps a different subset.
 */
export function sampleWords(): Word[] {
  return [
    aWord({
      word: 'casa',
      wordTranslation: 'house',
      sentence: 'La casa es grande.',
      sentenceTranslation: 'The house is big.',
      picture: 'pic-casa',
      speechWord: 'audio-casa',
      speechSentence: 'audio-casa-sentence',
      category: 'Home',
      score: 3,
      date: '2025-02-01T09:00:00.000Z',
      sourceUrl: 'https://es.wikipedia.org/wiki/Casa',
      sourceTitle: 'Casa - Wikipedia',
    }),
    aWord({
      word: 'perro',
      wordTranslation: 'dog',
      sentence: 'El perro duerme.',
      category: 'Animals',
      score: 2,
      date: '2025-02-10T09:00:00.000Z',
    }),
    aWord({
      word: 'gato',
      wordTranslation: 'cat',
      picture: 'pic-gato',
      category: 'Animals',
      score: 1,
      date: '2025-02-20T09:00:00.000Z',
    }),
    aWord({ word: 'שָׁלוֹם', wordTranslation: 'peace', language: 'he-IL', date: '2025-03-01T09:00:00.000Z' }),
    aWord({
      word: 'mesa',
      wordTranslation: 'table',
      category: 'Home',
      score: 2,
      date: '2025-03-10T09:00:00.000Z',
    }),
    aWord({
      word: 'árbol',
      wordTranslation: 'tree',
      sentence: 'Un árbol alto.',
      score: 3,
      date: '2025-03-20T09:00:00.000Z',
    }),
  ].reverse();
}

/** Signs the learner in with these words loaded, as the words page leaves things after loading. */
export function signIn(words: Word[] = sampleWords(), user = sampleUser): ShownWord[] {
  appStore.set(tokenAtom, makeToken(user));
  appStore.set(preferencesAtom, preferences);
  appStore.set(displaySettingsAtom, null);
  const shown = applySettings(words, defaultsFor(words.length));
  appStore.set(wordsLoadedAtom, true);
  return shown;
}

/** Forgets what a previous test loaded (the session itself is cleared by tests/web/setup.ts). */
export function resetWordsScreen(): void {
  appStore.set(wordsAtom, []);
  appStore.set(displaySettingsAtom, null);
  appStore.set(wordsLoadedAtom, false);
}

/** The words the list shows, top to bottom. */
export function listedWords(): string[] {
  return Array.from(
    document.querySelectorAll('.playable--word .playable__text'),
    (node) => node.textContent ?? '',
  );
}

/** The row (table) or card that shows this word. */
export function rowOf(word: string): HTMLElement {
  const text = screen.getByText(word, { selector: '.playable--word .playable__text' });
  const row = text.closest<HTMLElement>('tr, article');
  if (!row) throw new Error(`no row shows ${word}`);
  return row;
}

/**
 * Media queries as a window of this width would answer the max-width ones (undone after each
 * test). jsdom lays nothing out, so the virtualizer corrects the scroll position as it measures
 * rows; jsdom has no scrollTo, which only matters to a real page.
 */
export function windowWidth(width: number): void {
  vi.stubGlobal('scrollTo', () => undefined);
  vi.stubGlobal('matchMedia', (query: string) => {
    const limit = /max-width:\s*([\d.]+)px/.exec(query)?.[1];
    return {
      matches: limit !== undefined && width <= Number(limit),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  });
}

/** The panel over the list, signed in with the sample words. */
export function renderPanelAndList() {
  signIn();
  return render(
    <>
      <SettingsPanel />
      <ListMode />
    </>,
  );
}

/** Picks the option shown as `option` in the field labelled `label`. */
export function choose(label: string, option: string) {
  const select = screen.getByLabelText(label) as HTMLSelectElement;
  const value = Array.from(select.options).find((candidate) => candidate.text === option)?.value;
  if (value === undefined) throw new Error(`${label} has no option ${option}`);
  fireEvent.change(select, { target: { value } });
}

export const typeInto = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

export const savedSettings = (): DisplaySettings | null =>
  JSON.parse(localStorage.getItem('displaySettings') ?? 'null');

export const totalWords = () => screen.getByRole('button', { name: /^Total Words/ }).textContent;
