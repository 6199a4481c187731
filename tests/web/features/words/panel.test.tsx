// The sort-and-select panel (SPEC §2, §4 "Sorting and filtering", §5 Search and Filters): each
// control changes what the list shows, as shared/filter decides (panel-actions.test.tsx has the
// speed, the Search label, the count and Reset).
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyDisplaySettings, SortBy, SortOrder } from '../../../../shared/words/filter';
import { displaySettingsAtom } from '../../../../web/src/features/words/state/words-store';
import { appStore } from '../../../../web/src/lib/session';
import {
  choose,
  listedWords,
  renderPanelAndList,
  resetWordsScreen,
  sampleWords,
  savedSettings,
  totalWords,
  typeInto,
  windowWidth,
} from './list-fixtures';

vi.mock('../../../../web/src/features/words/state/words-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../web/src/features/words/state/words-api')>()),
  fetchMediaBlob: vi.fn(async () => new Blob(['picture'], { type: 'image/png' })),
}));
vi.mock('../../../../web/src/lib/toasts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../web/src/lib/toasts')>()),
  notifySuccess: vi.fn(async () => undefined),
  notifyError: vi.fn(async () => undefined),
}));

beforeEach(() => {
  vi.clearAllMocks();
  resetWordsScreen();
  windowWidth(1280);
  URL.createObjectURL = () => 'blob:picture';
});

/** What shared/filter shows for the settings now in force: the list must agree with it. */
function sharedFilterShows(): string[] {
  const settings = appStore.get(displaySettingsAtom);
  if (!settings) throw new Error('no settings in force');
  return applyDisplaySettings(sampleWords(), settings)
    .filter((word) => word.display)
    .map((word) => word.word);
}

describe('each control changes what the list shows', () => {
  it.each([
    ['Sort by', 'Alphabetically', ['שָׁלוֹם', 'perro', 'mesa', 'gato', 'casa', 'árbol']],
    ['Sort by', 'Score', ['casa', 'árbol', 'perro', 'mesa', 'שָׁלוֹם', 'gato']],
    ['Sort by', 'Category', ['שָׁלוֹם', 'árbol', 'mesa', 'casa', 'perro', 'gato']],
    ['Order', 'Ascending', ['casa', 'perro', 'gato', 'שָׁלוֹם', 'mesa', 'árbol']],
    ['Category', 'Animals', ['gato', 'perro']],
    ['Category', 'No Category', ['árbol', 'שָׁלוֹם']],
    ['Picture', 'Yes', ['gato', 'casa']],
    ['Picture', 'No', ['árbol', 'mesa', 'שָׁלוֹם', 'perro']],
    ['Sentence', 'Yes', ['árbol', 'perro', 'casa']],
    ['Sentence', 'No', ['mesa', 'שָׁלוֹם', 'gato']],
    ['Score', '2', ['mesa', 'perro']],
  ])('%s: %s', (label, option, shown) => {
    renderPanelAndList();
    choose(label, option);
    expect(listedWords()).toEqual(shown);
    expect(listedWords()).toEqual(sharedFilterShows());
    expect(totalWords()).toBe(String(shown.length));
  });

  it('Random shows every word in some order', () => {
    renderPanelAndList();
    choose('Sort by', 'Random');
    expect([...listedWords()].sort()).toEqual([...sampleWords().map((w) => w.word)].sort());
  });

  it('Date from and to keep the days between, inclusive', () => {
    renderPanelAndList();
    typeInto('Date from', '2025-02-20');
    typeInto('Date to', '2025-03-01');
    expect(listedWords()).toEqual(['שָׁלוֹם', 'gato']);
    expect(listedWords()).toEqual(sharedFilterShows());
  });

  it('Range from and to keep those places of the list in ascending order', () => {
    renderPanelAndList();
    typeInto('Range from', '2');
    typeInto('Range to', '3');
    // By date ascending, places 2 and 3 are perro and gato; shown newest first.
    expect(listedWords()).toEqual(['gato', 'perro']);
    expect(listedWords()).toEqual(sharedFilterShows());
  });

  it('Search finds a word or translation by its start, Hebrew without vowel marks, ignoring the filters', () => {
    renderPanelAndList();
    choose('Score', '3');
    typeInto('Search', 'שלו');
    expect(listedWords()).toEqual(['שָׁלוֹם']);
    typeInto('Search', 'CA');
    expect(listedWords()).toEqual(['gato', 'casa']);
  });

  it('saves what it applied under displaySettings', () => {
    renderPanelAndList();
    choose('Sort by', 'Alphabetically');
    choose('Order', 'Ascending');
    expect(savedSettings()?.sort).toEqual({ sortBy: SortBy.Alphabetically, inOrder: SortOrder.Ascending });
  });

  it('selects a number input’s content on focus', () => {
    renderPanelAndList();
    const select = vi.spyOn(HTMLInputElement.prototype, 'select');
    fireEvent.focus(screen.getByLabelText('Range to'));
    expect(select).toHaveBeenCalledTimes(1);
    expect(select.mock.contexts[0]).toBe(screen.getByLabelText('Range to'));
  });
});
