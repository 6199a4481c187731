// Texts the browser extension shows on pages, in its popup and on its options page that the spec
// does not quote. The spec's own messages (word rules, 'The word already exists.', '"w" added!',
// the account messages) stay in words/rules.ts and accounts/rules.ts and are used from there.
import { SCORE_MAX } from './words/study';

/** The server did not answer: the word waits in the extension and is sent later. */
export const wordQueuedMessage = (word: string): string =>
  `"${word}" will be added as soon as Wordhoard can be reached.`;

/** Nobody is signed in, or the session expired: the word waits for the next sign-in. */
export const signInToAddMessage = (word: string): string =>
  `Sign in to Wordhoard (toolbar button) and "${word}" will be added.`;

/** The popup's line about saves that have not reached the server yet. */
export const waitingWordsText = (count: number): string =>
  count === 1 ? '1 word is waiting to be saved.' : `${count} words are waiting to be saved.`;

/** No answer from the server: named, so a learner with a wrong address in the options sees it. */
export const serverUnreachableMessage = (server: string): string =>
  `Wordhoard at ${server} could not be reached. Check your connection.`;

/** A call that expects JSON got other text (a proxy's page, say): the server is not Wordhoard's API. */
export const serverUnreadableMessage = (server: string): string =>
  `Wordhoard at ${server} sent an answer that could not be read. Check the server address in the options.`;

/**
 * The server refused a word saved from a page (it gave the reason): the word is kept in the popup,
 * where the learner can edit it and add it again, or discard it.
 */
export const wordRefusedMessage = (word: string, reason: string): string =>
  `"${word}" was not added: ${reason.trim()} It waits in the Wordhoard popup (toolbar button) for you to edit it.`;

/** The options page refuses a server outside the build's host permissions. */
export const serverNotAllowedMessage = (allowed: string): string =>
  `This version of the extension can reach only ${allowed}.`;

export const INVALID_SERVER_URL_MESSAGE = 'Enter an address that starts with http:// or https://.';
export const SETTINGS_SAVED_MESSAGE = 'Settings saved.';

export const NO_WORDS_TO_TEST_MESSAGE =
  'No words to test yet. Select a word on any page, right-click it and choose “Save to Wordhoard”.';

/** The quick test's score badge, as read out and as its tooltip. */
export const scoreLabel = (score: number): string => `Score ${score} of ${SCORE_MAX}`;

/** The popup, signed in on its own, after the web app of this browser signed in another learner. */
export const switchOfferText = (name: string): string => `The web app is now signed in as ${name}. Switch?`;

/** Saves and quick-test answers kept for another learner's session, as the popup lists them. */
export function waitingForLearnerText(name: string, saves: number, answers: number): string {
  const counted = [
    saves > 0 ? `${saves} ${saves === 1 ? 'word' : 'words'}` : '',
    answers > 0 ? `${answers} test ${answers === 1 ? 'answer' : 'answers'}` : '',
  ].filter(Boolean);
  const verb = saves + answers === 1 ? 'waits' : 'wait';
  return `${counted.join(' and ')} ${verb} for ${name}: sign in as ${name} to send them.`;
}
