// The media player's further sentences (docs/decisions/0029-encounters.md): off by default; on,
// a word's encounters play after its main sentence, oldest first; a word without any, or a failed
// read, plays as before.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENCOUNTER_TEXTS, type Encounter } from '../../../../../shared/words/encounters';
import { fetchEncounters } from '../../../../../web/src/features/words/encounters/encounters-api';
import { MediaPlayer } from '../../../../../web/src/features/words/media-player/media-player';
import { aWord, scriptAudio, signInWith } from '../study/study-fixtures';

vi.mock('../../../../../web/src/features/words/state/audio-player');
vi.mock('../../../../../web/src/features/words/state/media-cache');
vi.mock('../../../../../web/src/features/words/state/words-api');
vi.mock('../../../../../web/src/features/words/encounters/encounters-api');
vi.mock('../../../../../web/src/lib/toasts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

afterEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
});

const met = (uuid: string, speechSentence: string): Encounter => ({
  uuid,
  sentence: `Sentence ${uuid}`,
  sentenceTranslation: '',
  speechSentence,
  sourceUrl: '',
  sourceTitle: '',
  metAt: '2025-01-01T00:00:00.000Z',
});

function words() {
  signInWith([
    aWord({ uuid: 'w1', word: 'cat', speechWord: 'cat-w', speechSentence: 'cat-s', encounterCount: 2 }),
    aWord({ uuid: 'w2', word: 'dog', speechWord: 'dog-w', speechSentence: 'dog-s' }),
  ]);
  // The latest first, as the server lists them.
  vi.mocked(fetchEncounters).mockResolvedValue({ encounters: [met('e2', 'cat-e2'), met('e1', '')] });
}

describe('further sentences in the media player', () => {
  it('are left out until the learner asks for them', async () => {
    words();
    const audio = scriptAudio();
    render(<MediaPlayer />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Play' }));
    expect(audio[0]?.ids).toEqual(['cat-w', 'cat-s', 'cat-w']);
    expect(fetchEncounters).not.toHaveBeenCalled();
  });

  it('play after the main sentence once switched on, and the choice is kept', async () => {
    words();
    const audio = scriptAudio();
    const user = userEvent.setup();
    render(<MediaPlayer />);
    await user.click(screen.getByRole('button', { name: 'Player settings' }));
    await user.click(screen.getByRole('checkbox', { name: ENCOUNTER_TEXTS.playSetting }));
    expect(localStorage.getItem('mediaPlayer_encounters')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await vi.waitFor(() => expect(audio[0]?.ids).toEqual(['cat-w', 'cat-s', 'cat-e2', 'cat-w']));
    await audio[0]?.finish();
    // A word without further sentences is not asked for them.
    expect(audio[1]?.ids).toEqual(['dog-w', 'dog-s', 'dog-w']);
    expect(fetchEncounters).toHaveBeenCalledTimes(1);
  });

  it('leave the word as it was when they cannot be read', async () => {
    localStorage.setItem('mediaPlayer_encounters', 'true');
    signInWith([
      aWord({ uuid: 'w9', word: 'owl', speechWord: 'owl-w', speechSentence: 'owl-s', encounterCount: 1 }),
    ]);
    vi.mocked(fetchEncounters).mockRejectedValue(new TypeError('Failed to fetch'));
    const audio = scriptAudio();
    render(<MediaPlayer />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Play' }));
    await vi.waitFor(() => expect(audio[0]?.ids).toEqual(['owl-w', 'owl-s', 'owl-w']));
  });
});
