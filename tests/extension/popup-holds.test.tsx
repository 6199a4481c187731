// Bury and Suspend on the popup's "Due today" card, with the real background on the fake browser:
// the hold reaches the server with the learner's token, the next word takes the card and the
// count follows; offline, the popup says so and the card and count stay as they were.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refuseAnotherLearner } from '../../extension/lib/learner-guard';
import { holdWord } from '../../extension/lib/study';
import { LEARNER_CHANGED_MESSAGE } from '../../shared/accounts/web-session';
import type { Word } from '../../shared/api';
import { serverUnreachableMessage } from '../../shared/extension';
import { HOLD_MESSAGES, HOLD_TEXTS } from '../../shared/review/hold-texts';
import { ADA, type FakeApi } from './fake-api';
import { renderTestTab, startThreeWordStudy } from './test-tab';

let api: FakeApi;
let words: Word[];

beforeEach(async () => {
  ({ api, words } = await startThreeWordStudy());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openDue() {
  renderTestTab(words);
  fireEvent.click(await screen.findByRole('button', { name: 'Due today (3)' }));
  return screen.getByRole('region', { name: 'Due today' });
}

const holdEnvelope = (learner: string) => ({ channel: 'popup', name: 'holdWord', request: {}, learner });

describe('Bury and Suspend in the popup', () => {
  it('buries, then suspends, each word on the card; the next word comes and the count goes down', async () => {
    const card = await openDue();
    expect(within(card).getByText('serendipity')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: HOLD_TEXTS.bury }));
    });
    expect(await within(card).findByText('sonder')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Due today (2)' })).toBeTruthy();
    expect(within(card).getByText('1 due · 1 new')).toBeTruthy();

    fireEvent.keyDown(card, { key: ' ' });
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: HOLD_TEXTS.suspend }));
    });
    expect(await within(card).findByText('petrichor')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Due today (1)' })).toBeTruthy();
    // The new card starts hidden again, whatever the last one showed.
    expect(within(card).queryByText('olor a lluvia')).toBeNull();
    expect(api.holds).toEqual([
      { uuid: words[1]?.uuid, action: 'bury' },
      { uuid: words[2]?.uuid, action: 'suspend' },
    ]);
    const holdCalls = api.requests.filter((request) => request.path === '/review/hold');
    expect(holdCalls.map((call) => call.learner)).toEqual([ADA.uuid, ADA.uuid]);
  });

  it('offline: says Wordhoard cannot be reached and keeps the card and the count', async () => {
    const card = await openDue();
    api.down = true;
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: HOLD_TEXTS.suspend }));
    });
    expect((await within(card).findByRole('alert')).textContent).toBe(
      serverUnreachableMessage('http://localhost:3000'),
    );
    expect(within(card).getByText('serendipity')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Due today (3)' })).toBeTruthy();
    expect(api.holds).toEqual([]);
  });

  it('refused by the server: shows its message and keeps the card and the count', async () => {
    const card = await openDue();
    api.words.splice(1, 1);
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: HOLD_TEXTS.bury }));
    });
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'This word does not exist (it may have been deleted).',
    );
    expect(within(card).getByText('serendipity')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Due today (3)' })).toBeTruthy();
    expect(api.holds).toEqual([]);
  });

  it('the background takes only Bury and Suspend from the popup, and only for the learner signed in', async () => {
    await expect(holdWord({ uuid: words[0]?.uuid ?? '', action: 'resume' })).rejects.toThrow(
      HOLD_MESSAGES.invalidAction,
    );
    expect(api.requests.some((request) => request.path === '/review/hold')).toBe(false);
    await expect(refuseAnotherLearner(holdEnvelope('someone-else'))).rejects.toThrow(LEARNER_CHANGED_MESSAGE);
    await expect(refuseAnotherLearner(holdEnvelope(ADA.uuid))).resolves.toBeUndefined();
  });
});
