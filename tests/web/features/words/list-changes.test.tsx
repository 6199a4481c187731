// SPEC §4 "Words list": adding puts the new word at the top, updating replaces it in place and
// deleting removes it, all without sorting or filtering the list again, so nothing moves under the
// learner (and a Random sort keeps its order). The next apply of the settings sorts the new word.
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DisplaySettings, PresenceFilter, SortBy, SortOrder } from '../../../../shared/words/filter';
import type { Word } from '../../../../shared/words/types';
import { ListMode } from '../../../../web/src/features/words/list/list-mode';
import { SettingsPanel } from '../../../../web/src/features/words/panel/settings-panel';
import {
  applySettings,
  defaultsFor,
  displaySettingsAtom,
  insertWord,
  removeWord,
  replaceWord,
} from '../../../../web/src/features/words/state/words-store';
import { appStore, wordsAtom } from '../../../../web/src/lib/session';
import { aWord, listedWords, resetWordsScreen, signIn, totalWords, windowWidth } from './list-fixtures';

vi.mock('../../../../web/src/features/words/state/words-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../web/src/features/words/state/words-api')>()),
  fetchMediaBlob: vi.fn(async () => new Blob(['picture'], { type: 'image/png' })),
}));
vi.mock('../../../../web/src/features/words/state/audio-player', () => ({
  playSequence: vi.fn(async () => true),
  stopAudio: vi.fn(),
}));

beforeEach(() => {
  resetWordsScreen();
  windowWidth(1280);
  URL.createObjectURL = () => 'blob:picture';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => vi.restoreAllMocks());

/** Signs in with the sample words shown under `change` of the default settings. */
function showWith(change: (defaults: DisplaySettings) => DisplaySettings): Word[] {
  const words = signIn();
  applySettings(words, change(defaultsFor(words.length)));
  render(
    <>
      <SettingsPanel />
      <ListMode />
    </>,
  );
  return words;
}

const alphabetical = (settings: DisplaySettings): DisplaySettings => ({
  ...settings,
  sort: { sortBy: SortBy.Alphabetically, inOrder: SortOrder.Ascending },
});
const byWord = (words: readonly Word[], text: string) => words.find((word) => word.word === text) as Word;
const today = () => new Date().toISOString();

describe('adding', () => {
  it('puts the new word at the top, shown, whatever the sort; the next apply sorts it', () => {
    showWith(alphabetical);
    expect(listedWords()[0]).toBe('árbol');
    act(() => insertWord(aWord({ word: 'zzztop', category: 'Music', date: today() })));

    expect(listedWords()).toEqual(['zzztop', 'árbol', 'casa', 'gato', 'mesa', 'perro', 'שָׁלוֹם']);
    expect(totalWords()).toBe('7');
    const categories = within(screen.getByLabelText('Category')).getAllByRole('option');
    expect(categories.map((option) => option.textContent)).toContain('Music');
    // The range that reached the last word reaches the new last word.
    expect(appStore.get(displaySettingsAtom)?.select.range).toEqual({ from: 1, to: 7 });

    act(() => {
      applySettings(appStore.get(wordsAtom), appStore.get(displaySettingsAtom) as DisplaySettings);
    });
    expect(listedWords()).toEqual(['árbol', 'casa', 'gato', 'mesa', 'perro', 'zzztop', 'שָׁלוֹם']);
  });

  it('shows the new word even where the filters would hide it, until they are applied again', () => {
    showWith((settings) => ({ ...settings, select: { ...settings.select, picture: PresenceFilter.With } }));
    expect(listedWords()).toEqual(['gato', 'casa']);
    act(() => insertWord(aWord({ word: 'nuevo', date: today() })));
    expect(listedWords()).toEqual(['nuevo', 'gato', 'casa']);
    expect(totalWords()).toBe('3');
  });
});

describe('editing and deleting', () => {
  it('replace and remove in place, without sorting again', () => {
    const words = showWith(alphabetical);
    // Renamed, 'casa' would sort last; it keeps its place.
    act(() => replaceWord({ ...byWord(words, 'casa'), word: 'zapato' }));
    expect(listedWords()).toEqual(['árbol', 'zapato', 'gato', 'mesa', 'perro', 'שָׁלוֹם']);
    act(() => {
      removeWord(byWord(words, 'gato').uuid);
    });
    expect(listedWords()).toEqual(['árbol', 'zapato', 'mesa', 'perro', 'שָׁלוֹם']);
    expect(totalWords()).toBe('5');
    expect(appStore.get(displaySettingsAtom)?.select.range).toEqual({ from: 1, to: 5 });
  });

  it('keep a Random order: no new shuffle for an edit or a delete', () => {
    // A different draw every time, so a second shuffle would give another order.
    let draw = 0;
    vi.spyOn(Math, 'random').mockImplementation(() => {
      draw += 1;
      return (draw * 0.618) % 1;
    });
    const words = showWith((settings) => ({
      ...settings,
      sort: { sortBy: SortBy.Random, inOrder: SortOrder.Ascending },
    }));
    const before = listedWords();
    act(() => replaceWord({ ...byWord(words, 'mesa'), wordTranslation: 'desk' }));
    expect(listedWords()).toEqual(before);
    act(() => {
      removeWord(byWord(words, 'perro').uuid);
    });
    expect(listedWords()).toEqual(before.filter((word) => word !== 'perro'));
  });

  it('keeps an edited word shown or hidden as it was', () => {
    const words = showWith((settings) => ({
      ...settings,
      select: { ...settings.select, category: 'Animals' },
    }));
    expect(listedWords()).toEqual(['gato', 'perro']);
    act(() => replaceWord({ ...byWord(words, 'perro'), category: 'Home' }));
    act(() => replaceWord({ ...byWord(words, 'mesa'), category: 'Animals' }));
    expect(listedWords()).toEqual(['gato', 'perro']);
    expect(appStore.get(wordsAtom).find((word) => word.word === 'mesa')?.display).toBe(false);
  });
});
