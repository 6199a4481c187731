// The message map end to end: a call leaves sendMessage, crosses the (fake) runtime, reaches its
// handler, and its answer or error comes back as plain data.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Session } from '../../extension/lib/message-types';
import {
  createMessageRouter,
  listenForMessages,
  listenForTabMessages,
  MessageError,
  type MessageHandlers,
  type MessageSender,
  sendMessage,
  sendTabMessage,
} from '../../extension/lib/messages';
import { DEFAULT_SETTINGS } from '../../extension/lib/settings-defaults';

const session: Session = {
  serverUrl: 'https://wordhoard.example',
  user: null,
  pendingSaves: 1,
  pending: [
    {
      id: 'p1',
      word: 'petrichor',
      wordTranslation: '',
      sentence: '',
      sentenceTranslation: '',
      category: 'No',
      problem: null,
    },
  ],
  waitingFor: [],
  switchOffer: null,
  settings: DEFAULT_SETTINGS,
};

const unused = () => {
  throw new Error('not called in this test');
};

function handlers(overrides: Partial<MessageHandlers> = {}): MessageHandlers {
  return {
    ping: () => 'pong',
    getSession: async () => session,
    syncSession: unused,
    signIn: unused,
    signOut: unused,
    offerWebSession: unused,
    webSignedOut: unused,
    answerSwitchOffer: unused,
    addWord: unused,
    translate: unused,
    lookupWord: unused,
    lookupTranslate: unused,
    lookupSave: unused,
    lookupSpeech: unused,
    translationPair: unused,
    getWords: unused,
    setScore: unused,
    getAudio: unused,
    reviewQueue: unused,
    answerReview: unused,
    undoReview: unused,
    holdWord: unused,
    saveSettings: unused,
    discardPending: unused,
    acceptEncounterOffer: unused,
    addEncounter: unused,
    getAnkiSettings: unused,
    saveAnkiSettings: unused,
    ankiStatus: unused,
    markingState: unused,
    switchMarking: unused,
    pageMarking: unused,
    ...overrides,
  };
}

beforeEach(() => {
  vi.restoreAllMocks();
  fakeBrowser.reset();
});

describe('message map', () => {
  it('delivers a call to its handler and returns the handler’s answer', async () => {
    const getSession = vi.fn(async () => session);
    listenForMessages(handlers({ getSession }));

    await expect(sendMessage('getSession')).resolves.toEqual(session);
    expect(getSession).toHaveBeenCalledOnce();
  });

  it('returns a handler’s error as {code, message} and rethrows it on the caller’s side', async () => {
    listenForMessages(
      handlers({
        getSession: () => {
          throw new MessageError('signed-out', 'Sign in to Wordhoard first.');
        },
      }),
    );

    const raw = await browser.runtime.sendMessage({ channel: 'wordhoard', name: 'getSession' });
    // Plain data: it survives structured cloning between contexts unchanged.
    expect(structuredClone(raw)).toEqual({
      ok: false,
      error: { code: 'signed-out', message: 'Sign in to Wordhoard first.' },
    });

    const failure = await sendMessage('getSession').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MessageError);
    expect(failure).toMatchObject({ code: 'signed-out', message: 'Sign in to Wordhoard first.' });
  });

  it('gives unexpected failures the code "internal"', async () => {
    listenForMessages(
      handlers({
        ping: () => {
          throw new Error('storage is unavailable');
        },
      }),
    );

    await expect(sendMessage('ping')).rejects.toMatchObject({
      code: 'internal',
      message: 'storage is unavailable',
    });
  });

  it('answers an unknown call with an error and leaves foreign messages to other listeners', async () => {
    const route = createMessageRouter(handlers());
    const sender: MessageSender = {};

    await expect(route({ channel: 'wordhoard', name: 'deleteEverything' }, sender)).resolves.toEqual({
      ok: false,
      error: { code: 'unknown-message', message: 'No background call is named "deleteEverything".' },
    });
    expect(route({ type: 'someone-else' }, sender)).toBeUndefined();
    expect(route('ping', sender)).toBeUndefined();
  });

  it('carries a call’s request to its handler with the sender', async () => {
    const translate = vi.fn(async ({ text }: { text: string }) => `[es] ${text}`);
    const route = createMessageRouter(handlers({ translate }));
    const sender: MessageSender = { id: 'wordhoard', url: 'chrome-extension://wordhoard/popup.html' };

    await expect(
      route({ channel: 'wordhoard', name: 'translate', request: { text: 'rain' } }, sender),
    ).resolves.toEqual({ ok: true, value: '[es] rain' });
    expect(translate).toHaveBeenCalledWith({ text: 'rain' }, sender);
  });

  it('rejects with "unreachable" when no background listens', async () => {
    await expect(sendMessage('ping')).rejects.toMatchObject({ code: 'unreachable' });
  });
});

describe('calls to the content script on a web app tab', () => {
  /** Delivers tabs.sendMessage to the tab's listeners as the browser does, naming the sender. */
  function deliverToTab(sender: MessageSender) {
    vi.spyOn(fakeBrowser.tabs, 'sendMessage').mockImplementation((async (
      _tabId: number,
      message: unknown,
    ) => {
      const answers = await fakeBrowser.runtime.onMessage.trigger(message, sender);
      return answers.find((answer: unknown) => answer !== undefined);
    }) as never);
  }

  it('delivers the session request to its handler and returns the typed answer', async () => {
    const requestSession = vi.fn(async () => true);
    listenForTabMessages({ requestSession });
    deliverToTab({ id: fakeBrowser.runtime.id });

    await expect(sendTabMessage(3, 'requestSession')).resolves.toBe(true);
    expect(requestSession).toHaveBeenCalledOnce();
  });

  it('answers nothing sent by another extension', async () => {
    const requestSession = vi.fn(async () => true);
    listenForTabMessages({ requestSession });
    deliverToTab({ id: 'another-extension' });

    await expect(sendTabMessage(3, 'requestSession')).rejects.toMatchObject({ code: 'bad-answer' });
    expect(requestSession).not.toHaveBeenCalled();
  });

  it('keeps the two kinds of calls apart: the background does not answer a tab call', async () => {
    listenForMessages(handlers());
    deliverToTab({ id: fakeBrowser.runtime.id });

    await expect(sendTabMessage(3, 'requestSession')).rejects.toMatchObject({ code: 'bad-answer' });
  });

  it('rejects with "unreachable" when the tab has no content script', async () => {
    vi.spyOn(fakeBrowser.tabs, 'sendMessage').mockRejectedValue(new Error('Receiving end does not exist.'));

    await expect(sendTabMessage(3, 'requestSession')).rejects.toMatchObject({ code: 'unreachable' });
  });
});
