// Every call between the extension's contexts, declared once: the calls the popup, the options
// page and the content script make to the background, and the calls the background makes to the
// content script on the web app's tabs. How a call travels is in message-envelope.ts.
import { browser } from 'wxt/browser';
import type { Word } from '../../shared/api';
import type { Score } from '../../shared/words/types';
import {
  answering,
  type HandlersOf,
  MessageError,
  type MessageSender,
  type RequestArgs,
  routeOn,
  toApiError,
  unwrapAnswer,
} from './message-envelope';
import type { SaveOutcome, WordDraft } from './save-word';
import type { Session } from './session';
import type { SettingsChange } from './settings';
import type { AudioClip } from './study';

export { type MessageAnswer, MessageError, type MessageSender, toApiError } from './message-envelope';

/** name → what the caller sends and what the background answers. */
export interface MessageMap {
  /** Wakes the background and proves it answers. */
  ping: { request: undefined; response: 'pong' };
  /** Who is signed in, to which server, what waits to be saved: from storage, at once. */
  getSession: { request: undefined; response: Session };
  /** The popup opened: adopt the web app's session, refresh the caches, send waiting words. */
  syncSession: { request: undefined; response: Session };
  signIn: { request: { email: string; password: string }; response: Session };
  signOut: { request: undefined; response: Session };
  /** The content script on the web app's origin offers the app's token; true when it is in use. */
  offerWebSession: { request: { token: string }; response: boolean };
  /**
   * The popup's quick add, through the same flow as a selection saved from a page. `replaces` names
   * a waiting word the server refused, edited in the form: the edited word takes its place.
   */
  addWord: {
    request: Omit<WordDraft, 'translate' | 'sourceUrl' | 'sourceTitle'> & { replaces?: string };
    response: SaveOutcome;
  };
  /** A text translated between the learner's languages, by the server. */
  translate: { request: { text: string }; response: string };
  /** The learner's source and target languages, for the popup's on-device translator. */
  translationPair: { request: undefined; response: { sourceLanguage: string; targetLanguage: string } };
  /** The learner's words as cached. */
  getWords: { request: undefined; response: Word[] };
  setScore: { request: { uuid: string; score: Score }; response: Score };
  getAudio: { request: { id: string }; response: AudioClip };
  saveSettings: { request: SettingsChange; response: Session };
  /** Drops a waiting word the server refused. */
  discardPending: { request: { id: string }; response: Session };
}

/** name → what the background sends the content script on a web app tab, and its answer. */
export interface TabMessageMap {
  /** The popup opened signed out: offer the app's session; true when the background took it. */
  requestSession: { request: undefined; response: boolean };
}

export type MessageName = keyof MessageMap;
export type MessageRequest<N extends MessageName> = MessageMap[N]['request'];
export type MessageResponse<N extends MessageName> = MessageMap[N]['response'];
export type MessageHandlers = HandlersOf<MessageMap>;
export type TabMessageHandlers = HandlersOf<TabMessageMap>;

// Two channels, so neither side's listener ever answers the other side's calls.
const BACKGROUND_CHANNEL = 'wordhoard';
const TAB_CHANNEL = 'wordhoard-tab';

/** Calls the background; resolves with its answer or rejects with a MessageError carrying its code. */
export async function sendMessage<N extends MessageName>(
  name: N,
  ...args: RequestArgs<MessageRequest<N>>
): Promise<MessageResponse<N>> {
  let answer: unknown;
  try {
    answer = await browser.runtime.sendMessage({ channel: BACKGROUND_CHANNEL, name, request: args[0] });
  } catch (error) {
    throw new MessageError(
      'unreachable',
      `Wordhoard's background did not answer: ${toApiError(error).message}`,
    );
  }
  return unwrapAnswer(answer, name) as MessageResponse<N>;
}

/** Calls the content script in a tab; rejects with 'unreachable' when none listens there. */
export async function sendTabMessage<N extends keyof TabMessageMap>(
  tabId: number,
  name: N,
  ...args: RequestArgs<TabMessageMap[N]['request']>
): Promise<TabMessageMap[N]['response']> {
  // RequestArgs is [] for a call without a request: read it as a plain list.
  const [request] = args as unknown[];
  let answer: unknown;
  try {
    answer = await browser.tabs.sendMessage(tabId, { channel: TAB_CHANNEL, name, request });
  } catch (error) {
    throw new MessageError('unreachable', `The page did not answer: ${toApiError(error).message}`);
  }
  return unwrapAnswer(answer, name) as TabMessageMap[N]['response'];
}

/** The background's router: an answer for each of its calls, undefined for other messages. */
export const createMessageRouter = (handlers: MessageHandlers) =>
  routeOn(BACKGROUND_CHANNEL, handlers, 'background');

/** Background side: answers every call in the map. Call once, synchronously, inside main(). */
export function listenForMessages(handlers: MessageHandlers): void {
  browser.runtime.onMessage.addListener(answering(createMessageRouter(handlers)));
}

/** Content-script side: answers the background's calls, and nothing sent by anyone else. */
export function listenForTabMessages(handlers: TabMessageHandlers): void {
  const route = routeOn(TAB_CHANNEL, handlers, 'page');
  const listen = answering(route);
  browser.runtime.onMessage.addListener((message, sender: MessageSender, sendResponse) =>
    sender.id === browser.runtime.id ? listen(message, sender, sendResponse) : undefined,
  );
}
