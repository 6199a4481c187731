// The dialog of an edit made offline that met a change made elsewhere
// (docs/decisions/0031-offline-study.md): both versions field by field, the differing ones marked;
// "Keep the other" drops the offline edit and puts the server's word in the list, sending nothing.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EditConflictDialog } from '../../../../../web/src/features/words/dialogs/edit-conflict-dialog';
import { editConflictsAtom } from '../../../../../web/src/features/words/state/edit-conflicts';
import { appStore, wordsAtom } from '../../../../../web/src/lib/session';
import { makeShownWord } from '../../../../shared/words/make-word';

describe('the edit conflict dialog', () => {
  it('shows both versions and keeps the other one when asked, sending nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const theirs = makeShownWord({ word: 'pear', wordTranslation: 'poire' });
    appStore.set(wordsAtom, [{ ...theirs, word: 'apple' }]);
    const mine = { ...theirs, word: 'apple', wordTranslation: 'pomme' };
    act(() => appStore.set(editConflictsAtom, [{ uuid: theirs.uuid, mine, theirs }]));
    render(<EditConflictDialog />);
    const wordRow = screen.getByRole('row', { name: /Word apple pear/ });
    expect(wordRow.className).toContain('edit-conflict__differs');
    expect(screen.getByRole('row', { name: /Category/ }).className).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Keep the other' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(appStore.get(editConflictsAtom)).toEqual([]);
    expect(appStore.get(wordsAtom)[0]?.word).toBe('pear');
    expect(fetch).not.toHaveBeenCalled();
  });
});
