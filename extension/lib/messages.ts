// Every call the popup, pages and content scripts make to the background, declared once.
// A call travels as an envelope tagged with our channel and comes back as an answer: the handler's
// value, or its error as plain {code, message} data (an Error object does not survive the trip).
import { type Browser, browser } from 'wxt/browser';
import type { ApiError, Word } from '../../shared/api';
import type { Score } from '../../shared/words/types';
import type { SaveOutcome, WordDraft } from './save-word';
import type { Session } from './session';
import type { SettingsChange } from './settings';
import type { AudioClip } from './study';

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
  /** The popup's quick add, through the same flow as a selection saved from a page. */
  addWord: { request: Omit<WordDraft, 'translate' | 'sourceUrl' | 'sourceTitle'>; response: SaveOutcome };
  /** A text translated between the learner's languages. */
  translate: { request: { text: string }; response: string };
  /** The learner's words as cached. */
  getWords: { request: undefined; response: Word[] };
  setScore: { request: { uuid: string; score: Score }; response: Score };
  getAudio: { request: { id: string }; response: AudioClip };
  saveSettings: { request: SettingsChange; response: Session };
  /** Drops a waiting word the server refused. */
  discardPending: { request: { id: string }; response: Session };
}

export type MessageName = keyof MessageMap;
export type MessageRequest<N extends MessageName> = MessageMap[N]['request'];
export type MessageResponse<N extends MessageName> = MessageMap[N]['response'];

/** Thrown by handlers to choose the code callers see, and rethrown by sendMessage on the caller's side. */
export class MessageError extends Error implements ApiError {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'MessageError';
  }
}

const CHANNEL = 'wordhoard';

interface Envelope {
  channel: typeof CHANNEL;
  name: string;
  request: unknown;
}

export type MessageAnswer = { ok: true; value: unknown } | { ok: false; error: ApiError };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isEnvelope = (value: unknown): value is Envelope =>
  isRecord(value) && value.channel === CHANNEL && typeof value.name === 'string';

function isAnswer(value: unknown): value is MessageAnswer {
  if (!isRecord(value)) return false;
  if (value.ok === true) return 'value' in value;
  return (
    value.ok === false &&
    isRecord(value.error) &&
    typeof value.error.code === 'string' &&
    typeof value.error.message === 'string'
  );
}

/** Any thrown value as the plain data that crosses contexts. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof MessageError) return { code: error.code, message: error.message };
  if (error instanceof Error) return { code: 'internal', message: error.message };
  return { code: 'internal', message: String(error) };
}

// Calls without a request take no second argument: sendMessage('ping').
type RequestArgs<N extends MessageName> =
  MessageRequest<N> extends undefined ? [] : [request: MessageRequest<N>];

/** Calls the background; resolves with its answer or rejects with a MessageError carrying its code. */
export async function sendMessage<N extends MessageName>(
  name: N,
  ...args: RequestArgs<N>
): Promise<MessageResponse<N>> {
  const envelope: Envelope = { channel: CHANNEL, name, request: args[0] };
  let answer: unknown;
  try {
    answer = await browser.runtime.sendMessage(envelope);
  } catch (error) {
    throw new MessageError(
      'unreachable',
      `Wordhoard's background did not answer: ${toApiError(error).message}`,
    );
  }
  if (!isAnswer(answer)) throw new MessageError('bad-answer', `No valid answer to "${name}".`);
  if (!answer.ok) throw new MessageError(answer.error.code, answer.error.message);
  return answer.value as MessageResponse<N>;
}

export type MessageSender = Browser.runtime.MessageSender;

/** One handler per call; a missing or misspelt one is a type error in background.ts. */
export type MessageHandlers = {
  [N in MessageName]: (
    request: MessageRequest<N>,
    sender: MessageSender,
  ) => MessageResponse<N> | Promise<MessageResponse<N>>;
};

/**
 * Turns a raw runtime message into an answer. Messages that are not ours give undefined, so another
 * listener may answer them; a handler that throws gives {ok: false, error}.
 */
export function createMessageRouter(handlers: MessageHandlers) {
  return (message: unknown, sender: MessageSender): Promise<MessageAnswer> | undefined => {
    if (!isEnvelope(message)) return undefined;
    return answer(handlers, message, sender);
  };
}

async function answer(handlers: MessageHandlers, envelope: Envelope, sender: MessageSender) {
  if (!Object.hasOwn(handlers, envelope.name)) {
    const error = { code: 'unknown-message', message: `No background call is named "${envelope.name}".` };
    return { ok: false, error } satisfies MessageAnswer;
  }
  // The envelope was checked to name a handler; its request is the caller's typed one.
  const handler = handlers[envelope.name as MessageName] as (
    request: unknown,
    from: MessageSender,
  ) => unknown;
  try {
    return { ok: true, value: await handler(envelope.request, sender) } satisfies MessageAnswer;
  } catch (error) {
    return { ok: false, error: toApiError(error) } satisfies MessageAnswer;
  }
}

/** Background side: answers every call in the map. Call once, synchronously, inside main(). */
export function listenForMessages(handlers: MessageHandlers): void {
  const route = createMessageRouter(handlers);
  browser.runtime.onMessage.addListener((message, sender, sendResponse) => {
    const pending = route(message, sender);
    if (!pending) return undefined;
    // sendResponse plus `return true` is the form every Chrome and Firefox understands; a caller
    // that passes no sendResponse (the unit tests' fake browser) reads the returned promise instead.
    if (typeof sendResponse !== 'function') return pending;
    void pending.then(sendResponse);
    return true;
  });
}
