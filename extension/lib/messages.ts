// Sends and answers the extension's calls: the popup, the options page and the content script call
// the background; the background calls the content script on the web app's tabs. The calls are
// declared in message-types.ts, how they travel is in message-envelope.ts.
import { browser } from 'wxt/browser';
import {
  answering,
  type EnvelopeGuard,
  type HandlersOf,
  type MessageSender,
  type RequestArgs,
  routeOn,
  unwrapAnswer,
} from './message-envelope';
import { MessageError, toApiError } from './message-errors';
import type {
  MessageMap,
  MessageName,
  MessageRequest,
  MessageResponse,
  TabMessageMap,
} from './message-types';

export type { MessageAnswer, MessageSender } from './message-envelope';
export { MessageError, toApiError } from './message-errors';

export type MessageHandlers = HandlersOf<MessageMap>;
export type TabMessageHandlers = HandlersOf<TabMessageMap>;

// Two channels, so neither side's listener ever answers the other side's calls.
const BACKGROUND_CHANNEL = 'wordhoard';
const TAB_CHANNEL = 'wordhoard-tab';

/** A background call as it travels, for a sender outside this module (the page toast's button). */
export const backgroundEnvelope = <N extends MessageName>(name: N, request: MessageRequest<N>) => ({
  channel: BACKGROUND_CHANNEL,
  name,
  request,
});

/** The learner this context shows (the popup), sent with each call; undefined sends none. */
let shownLearner: string | undefined;

/** Names the learner the popup shows: the background refuses a learner's call if another is signed in. */
export function showLearner(uuid: string | undefined): void {
  shownLearner = uuid;
}

/** Calls the background; resolves with its answer or rejects with a MessageError carrying its code. */
export async function sendMessage<N extends MessageName>(
  name: N,
  ...args: RequestArgs<MessageRequest<N>>
): Promise<MessageResponse<N>> {
  let answer: unknown;
  try {
    const envelope = { channel: BACKGROUND_CHANNEL, name, request: args[0] };
    answer = await browser.runtime.sendMessage(
      shownLearner ? { ...envelope, learner: shownLearner } : envelope,
    );
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
export const createMessageRouter = (handlers: MessageHandlers, guard?: EnvelopeGuard) =>
  routeOn(BACKGROUND_CHANNEL, handlers, 'background', guard);

/** Background side: answers every call in the map. Call once, synchronously, inside main(). */
export function listenForMessages(handlers: MessageHandlers, guard?: EnvelopeGuard): void {
  browser.runtime.onMessage.addListener(answering(createMessageRouter(handlers, guard)));
}

/** Content-script side: answers the background's calls, and nothing sent by anyone else. */
export function listenForTabMessages(handlers: TabMessageHandlers): void {
  const route = routeOn(TAB_CHANNEL, handlers, 'page');
  const listen = answering(route);
  browser.runtime.onMessage.addListener((message, sender: MessageSender, sendResponse) =>
    sender.id === browser.runtime.id ? listen(message, sender, sendResponse) : undefined,
  );
}
