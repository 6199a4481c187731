// The background: owns the context menu, the queue of words waiting for the server, and answers the
// calls of the popup, the options page and the content script (lib/messages.ts). Listeners are added
// synchronously in main() so a woken service worker or event page sees the event that woke it.
import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { answerSwitchOffer, offerWebToken, signIn, signOut, syncSession, webSignedOut } from '../lib/account';
import { sendSelectionToAnki } from '../lib/anki-after-save';
import { showAnkiMenu } from '../lib/anki-menu';
import { changeAnkiSettings, readAnkiSettings } from '../lib/anki-settings';
import { acceptEncounterOffer, addEncounterFromPopup } from '../lib/encounter-offer';
import { flushQueue } from '../lib/flush-queue';
import { refuseAnotherLearner } from '../lib/learner-guard';
import { lookupHandlers } from '../lib/lookup/background-lookup';
import { markingHandlers, watchMarkingPermissions } from '../lib/marking/background-marking';
import { listenForMessages, MessageError, type MessageSender } from '../lib/messages';
import {
  ANSWERS_ALARM,
  flushAnswers,
  readReviewQueue,
  recordAnswer,
  undoLastAnswer,
} from '../lib/review-answers';
import { FLUSH_ALARM, removeFromQueue, restoreQueueState } from '../lib/save-queue';
import { SAVE_SELECTION_MENU, saveSelectionFromMenu } from '../lib/save-selection';
import { addFromPopup } from '../lib/save-word';
import { ankiStatus } from '../lib/send-to-anki';
import { readSession } from '../lib/session';
import { saveSettings } from '../lib/settings';
import { readServerUrl, readWordsCache } from '../lib/storage';
import { holdWord, readAudio, saveScore } from '../lib/study';
import { translateText, translationPair } from '../lib/translate';
import { isTrustedSessionSender } from '../lib/web-session';

/** Sends what waits, quietly: a failure leaves the words queued for the next try. */
const retryWaitingWords = () => void flushQueue().catch(() => undefined);
/** The same for the quick test's answers. */
const retryWaitingAnswers = () => void flushAnswers().catch(() => undefined);

/** Only the web app's own pages (through the content script) and the extension's speak for its session. */
async function refuseUntrustedSender(sender: MessageSender): Promise<void> {
  const extension = { id: browser.runtime.id, baseUrl: browser.runtime.getURL('/') };
  if (!isTrustedSessionSender(sender, await readServerUrl(), extension)) {
    throw new MessageError('forbidden', 'Only the Wordhoard web app may hand over its session.');
  }
}

export default defineBackground(() => {
  browser.runtime.onInstalled.addListener(async () => {
    // Menus outlive updates and reloads; clearing first avoids a duplicate-id error.
    await browser.contextMenus.removeAll();
    browser.contextMenus.create({ ...SAVE_SELECTION_MENU, contexts: [...SAVE_SELECTION_MENU.contexts] });
    await showAnkiMenu((await readAnkiSettings()).enabled);
    await restoreQueueState();
  });

  browser.runtime.onStartup.addListener(async () => {
    // The badge does not survive a browser restart; the waiting words do.
    await restoreQueueState();
    retryWaitingWords();
    retryWaitingAnswers();
  });

  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === FLUSH_ALARM) retryWaitingWords();
    if (alarm.name === ANSWERS_ALARM) retryWaitingAnswers();
  });

  browser.contextMenus.onClicked.addListener((info, tab) => {
    void saveSelectionFromMenu(info, tab)?.catch(() => undefined);
    void sendSelectionToAnki(info, tab)?.catch(() => undefined);
  });

  watchMarkingPermissions();

  listenForMessages(
    {
      ...markingHandlers,
      ...lookupHandlers,
      ping: () => 'pong',
      getSession: () => readSession(),
      syncSession: () => syncSession(),
      signIn: ({ email, password }) => signIn(email, password),
      signOut: () => signOut(),
      offerWebSession: async ({ token }, sender) => {
        await refuseUntrustedSender(sender);
        return offerWebToken(token);
      },
      webSignedOut: async (_request, sender) => {
        await refuseUntrustedSender(sender);
        return webSignedOut();
      },
      answerSwitchOffer: ({ switchTo }) => answerSwitchOffer(switchTo),
      addWord: ({ replaces, asNewWord, ...draft }) => addFromPopup(draft, replaces, asNewWord),
      translate: ({ text }) => translateText(text),
      translationPair: () => translationPair(),
      getWords: () => readWordsCache(),
      setScore: ({ uuid, score }) => saveScore(uuid, score),
      getAudio: ({ id }) => readAudio(id),
      reviewQueue: () => readReviewQueue(),
      answerReview: (answer) => recordAnswer(answer),
      undoReview: (request) => undoLastAnswer(request),
      holdWord: (request) => holdWord(request),
      saveSettings: (change) => saveSettings(change),
      getAnkiSettings: () => readAnkiSettings(),
      saveAnkiSettings: (change) => changeAnkiSettings(change),
      ankiStatus: () => ankiStatus(),
      acceptEncounterOffer: ({ offerId }, sender) => acceptEncounterOffer(offerId, sender),
      addEncounter: (request) => addEncounterFromPopup(request),
      discardPending: async ({ id }) => {
        await removeFromQueue(id);
        return readSession();
      },
    },
    refuseAnotherLearner,
  );
});
