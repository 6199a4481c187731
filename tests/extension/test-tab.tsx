// The popup's Test tab as the study tests start it: Ada signed in, her words known to the fake API
// and cached, the review queue set, the background listening, and the tab rendered with its words.
import { render } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { TestTab } from '../../extension/entrypoints/popup/TestTab';
import { writeWordsCache } from '../../extension/lib/storage';
import type { Word } from '../../shared/api';
import { ADA, type FakeApi, startFakeApi, wordFrom } from './fake-api';
import { signInLearner } from './learner';
import { startBackground } from './start-background';

/** Ada's words by their text (with a translation each), and which are due or new, by position. */
export async function startStudy(
  entries: [word: string, translation: string][],
  queue: { due: number[]; new: number[] },
): Promise<{ api: FakeApi; words: Word[] }> {
  fakeBrowser.reset();
  const api = startFakeApi();
  await signInLearner(api);
  const words = entries.map(([word, wordTranslation]) => wordFrom({ word, wordTranslation }));
  api.words.push(...words);
  await writeWordsCache(words);
  const uuids = (at: number[]) => at.map((i) => words[i]?.uuid ?? '');
  api.reviewQueue = { due: uuids(queue.due), new: uuids(queue.new) };
  startBackground();
  return { api, words };
}

/** Three words, two due and one new: the Due today card of the holds and keys tests. */
export const startThreeWordStudy = () =>
  startStudy(
    [
      ['petrichor', 'olor a lluvia'],
      ['serendipity', 'serendipia'],
      ['sonder', 'sonder'],
    ],
    { due: [1, 2], new: [0] },
  );

/** The Test tab, keeping the words it hands back as the popup does. */
function StatefulTestTab({ words }: { words: Word[] }) {
  const [known, setKnown] = useState(words);
  return <TestTab user={ADA} words={known} setWords={setKnown} />;
}

/** The Test tab over `words`, after `beside` (another part of the popup, e.g. a text field). */
export const renderTestTab = (words: Word[], beside?: ReactNode) =>
  render(
    <>
      {beside}
      <StatefulTestTab words={words} />
    </>,
  );
