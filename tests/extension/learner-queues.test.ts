// Words saved and test answers given offline keep the learner they were made for
// (docs/decisions/0037): they are sent only in that learner's session, never in the session of a
// learner who signed in meanwhile, and the popup says who they wait for.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { offerWebToken } from '../../extension/lib/account';
import { flushQueue } from '../../extension/lib/flush-queue';
import { flushAnswers, readAnswers, recordAnswer } from '../../extension/lib/review-answers';
import { FLUSH_ALARM, readQueue } from '../../extension/lib/save-queue';
import { saveWord } from '../../extension/lib/save-word';
import { readSession, storeToken } from '../../extension/lib/session';
import { waitingForLearnerText } from '../../shared/extension';
import { ADA, type FakeApi, startFakeApi, wordFrom } from './fake-api';
import { draftOf, GRACE, webTokenOf } from './learner';

let api: FakeApi;
const sentBy = (path: string) =>
  api.requests.filter((request) => request.path === path).map((request) => request.learner);

beforeEach(async () => {
  fakeBrowser.reset();
  api = startFakeApi();
  // Ada took over the web app's session; the web app will sign in Grace.
  await offerWebToken(await webTokenOf(api, ADA));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('words saved offline', () => {
  it('wait for their learner while another is signed in, then go in that learner’s session', async () => {
    api.down = true;
    expect((await saveWord(draftOf('petrichor'))).kind).toBe('queued');
    expect((await readQueue())[0]?.learner).toEqual({ uuid: ADA.uuid, name: 'Ada' });

    api.down = false;
    api.requests = [];
    await offerWebToken(await webTokenOf(api, GRACE));
    expect(await flushQueue()).toEqual({ sent: 0, dropped: 0, waiting: 1 });
    expect(sentBy('/words/add')).toEqual([]);
    // Grace's popup lists them for Ada, not as Grace's; the badge still counts them; no retry alarm
    // runs for words nobody signed in may send.
    const session = await readSession();
    expect(session.pending).toEqual([]);
    expect(session.waitingFor).toEqual([{ uuid: ADA.uuid, name: 'Ada', saves: 1, answers: 0 }]);
    expect(waitingForLearnerText('Ada', 1, 0)).toBe('1 word waits for Ada: sign in as Ada to send them.');
    expect(await browser.action.getBadgeText({})).toBe('1');
    expect(await browser.alarms.get(FLUSH_ALARM)).toBeUndefined();
    // Grace may save the same word: Ada's waiting one is not hers.
    expect((await saveWord(draftOf('petrichor'))).kind).toBe('added');
    expect(sentBy('/words/add')).toEqual([GRACE.uuid]);

    // Back to Ada: her word goes, in her session.
    await offerWebToken(await webTokenOf(api, ADA));
    await vi.waitFor(async () => expect(await readQueue()).toEqual([]));
    expect(sentBy('/words/add')).toEqual([GRACE.uuid, ADA.uuid]);
  });

  it('of a round that started for one learner are not sent in the session of the next', async () => {
    api.down = true;
    await saveWord(draftOf('petrichor'));
    await saveWord(draftOf('lantern'));
    api.down = false;
    api.requests = [];
    // Grace signs in while the first of Ada's words is on its way.
    const serve = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      const answer = await serve(input, init);
      if (new URL(input).pathname.endsWith('/words/add')) await storeToken(await webTokenOf(api, GRACE));
      return answer;
    });
    await flushQueue();
    expect(sentBy('/words/add')).toEqual([ADA.uuid, ADA.uuid]);
  });
});

describe('test answers given offline', () => {
  it('wait for their learner and are sent in that learner’s session', async () => {
    const word = wordFrom({ word: 'petrichor' });
    api.words.push(word);
    api.down = true;
    const answer = {
      answerId: crypto.randomUUID(),
      uuid: word.uuid,
      grade: 3,
      answeredAt: Date.now(),
      durationMs: 900,
      source: 'popup',
    };
    expect((await recordAnswer(answer)).sent).toBe(false);

    api.down = false;
    api.requests = [];
    await offerWebToken(await webTokenOf(api, GRACE));
    expect(await flushAnswers()).toBe(1);
    expect(sentBy('/review/answer')).toEqual([]);
    expect((await readSession()).waitingFor).toEqual([{ uuid: ADA.uuid, name: 'Ada', saves: 0, answers: 1 }]);

    await offerWebToken(await webTokenOf(api, ADA));
    await vi.waitFor(async () => expect(await readAnswers()).toEqual([]));
    expect(sentBy('/review/answer')).toEqual([ADA.uuid]);
    // The answer as the server took it carries nothing of the extension's own bookkeeping.
    expect(api.reviews).toEqual([answer]);
  });
});
