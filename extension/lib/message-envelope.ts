// How a typed call travels between the extension's contexts: an envelope tagged with a channel and
// the call's name goes out, an answer comes back: the handler's value, or its error as plain
// {code, message} data (message-errors.ts). message-types.ts declares the calls, messages.ts sends them.
import type { Browser } from 'wxt/browser';
import { type ApiError, isApiError } from '../../shared/api';
import { object, oneOf, string, unknown } from '../../shared/shape';
import { MessageError, toApiError } from './message-errors';

export type MessageSender = Browser.runtime.MessageSender;

/** A map of calls: name → what the caller sends and what the receiver answers. */
export type CallMap<M> = { [N in keyof M]: { request: unknown; response: unknown } };

/** One handler per call of a map; a missing or misspelt one is a type error where they are given. */
export type HandlersOf<M extends CallMap<M>> = {
  [N in keyof M]: (
    request: M[N]['request'],
    sender: MessageSender,
  ) => M[N]['response'] | Promise<M[N]['response']>;
};

/** Calls without a request take no argument after the name: sendMessage('ping'). */
export type RequestArgs<R> = R extends undefined ? [] : [request: R];

export interface Envelope {
  channel: string;
  name: string;
  request: unknown;
  /** The learner the sender shows (the popup), so the receiver can refuse a call meant for another. */
  learner?: string;
}

/** Checks an envelope before its handler runs; throws to refuse it (the error is the answer). */
export type EnvelopeGuard = (envelope: Envelope) => Promise<void>;

export type MessageAnswer = { ok: true; value: unknown } | { ok: false; error: ApiError };

const isEnvelopeOn = (channel: string, value: unknown): value is Envelope =>
  object({ channel: oneOf([channel]), name: string, request: unknown })(value);

/** What a handler sends back: its value, or its error as {code, message}. */
const isAnswer = (value: unknown): value is MessageAnswer =>
  (object({ ok: oneOf([true]) })(value) && 'value' in value) ||
  object({ ok: oneOf([false]), error: isApiError })(value);

/** The value of an answer, or its error thrown as a MessageError. */
export function unwrapAnswer(answer: unknown, name: string): unknown {
  if (!isAnswer(answer)) throw new MessageError('bad-answer', `No valid answer to "${name}".`);
  if (!answer.ok) throw new MessageError(answer.error.code, answer.error.message);
  return answer.value;
}

/**
 * Turns a raw message into an answer. Messages not on the channel give undefined, so another
 * listener may answer them; an unknown name gets an error that says which kind of call it is not.
 */
export function routeOn<M extends CallMap<M>>(
  channel: string,
  handlers: HandlersOf<M>,
  kind: string,
  guard?: EnvelopeGuard,
) {
  return (message: unknown, sender: MessageSender): Promise<MessageAnswer> | undefined => {
    if (!isEnvelopeOn(channel, message)) return undefined;
    return answer(handlers, message, sender, kind, guard);
  };
}

async function answer<M extends CallMap<M>>(
  handlers: HandlersOf<M>,
  envelope: Envelope,
  sender: MessageSender,
  kind: string,
  guard?: EnvelopeGuard,
): Promise<MessageAnswer> {
  if (!Object.hasOwn(handlers, envelope.name)) {
    const error = { code: 'unknown-message', message: `No ${kind} call is named "${envelope.name}".` };
    return { ok: false, error };
  }
  // The envelope was checked to name a handler; its request is the caller's typed one.
  const handler = handlers[envelope.name as keyof M] as (request: unknown, from: MessageSender) => unknown;
  try {
    await guard?.(envelope);
    return { ok: true, value: await handler(envelope.request, sender) };
  } catch (error) {
    return { ok: false, error: toApiError(error) };
  }
}

type Listener = (
  message: unknown,
  sender: MessageSender,
  sendResponse: (answer: unknown) => void,
) => true | Promise<MessageAnswer> | undefined;

/** A runtime.onMessage listener that answers what `route` answers. */
export function answering(route: ReturnType<typeof routeOn>): Listener {
  return (message, sender, sendResponse) => {
    const pending = route(message, sender);
    if (!pending) return undefined;
    // sendResponse plus `return true` is the form every Chrome and Firefox understands; a caller
    // that passes no sendResponse (the unit tests' fake browser) reads the returned promise instead.
    if (typeof sendResponse !== 'function') return pending;
    void pending.then(sendResponse);
    return true;
  };
}
