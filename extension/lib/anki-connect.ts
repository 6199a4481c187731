// The one way the extension reaches AnkiConnect, the Anki add-on that listens on 127.0.0.1:8765:
// POST {action, version: 6, params, key?} answers {result, error} (its README). Every failure
// becomes a MessageError whose message says what the learner can do about it: Anki closed, the
// add-on missing, access refused in Anki, an API key needed, an add-on too old, or Anki's own reason.
import {
  ANKI_CONNECT_URL,
  ANKI_CONNECT_VERSION,
  ANKI_MESSAGES,
  ankiRefusedMessage,
  ankiVersionTooOldMessage,
} from '../../shared/export/send-to-anki-texts';
import { type HttpAnswer, httpCall } from '../../shared/http-call';
import { MessageError } from './message-errors';

/** Media files travel inside the call as base64, so a call may take a while on a busy machine. */
const TIMEOUT_MS = 30_000;

/** AnkiConnect's own text when its API key is set and the call names another (plugin/__init__.py). */
const KEY_REFUSAL = 'valid api key must be provided';

export class AnkiError extends MessageError {
  constructor(code: string, message: string) {
    super(code, message);
    this.name = 'AnkiError';
  }
}

const isReply = (body: unknown): body is { result: unknown; error: unknown } =>
  typeof body === 'object' && body !== null && 'result' in body && 'error' in body;

function replyOf(answer: HttpAnswer): unknown {
  // AnkiConnect answers 403 with no body to an origin it does not trust.
  if (answer.status === 403) throw new AnkiError('anki_access_denied', ANKI_MESSAGES.accessDenied);
  if (answer.status !== 200 || !isReply(answer.body)) {
    throw new AnkiError('anki_not_ankiconnect', ANKI_MESSAGES.notAnkiConnect);
  }
  const { result, error } = answer.body;
  if (error === null || error === undefined) return result;
  const reason = String(error);
  if (reason === KEY_REFUSAL) throw new AnkiError('anki_key_required', ANKI_MESSAGES.keyRequired);
  throw new AnkiError('anki_refused', ankiRefusedMessage(reason));
}

/** One AnkiConnect action; its result, or an AnkiError saying why not. */
export async function invokeAnki<T>(
  action: string,
  params: Record<string, unknown> = {},
  key = '',
): Promise<T> {
  let answer: HttpAnswer;
  try {
    answer = await httpCall(ANKI_CONNECT_URL, {
      method: 'POST',
      json: { action, version: ANKI_CONNECT_VERSION, params, ...(key ? { key } : {}) },
      timeoutMs: TIMEOUT_MS,
    });
  } catch {
    throw new AnkiError('anki_unreachable', ANKI_MESSAGES.notRunning);
  }
  return replyOf(answer) as T;
}

interface PermissionReply {
  permission: 'granted' | 'denied';
  requireApikey?: boolean;
  version?: number;
}

/**
 * Asks AnkiConnect for access (it shows the learner a question in Anki the first time for an origin
 * it does not trust yet), then checks that it speaks version 6. Resolves when calls may follow.
 */
export async function connectToAnki(key: string): Promise<void> {
  let permission: PermissionReply;
  try {
    permission = await invokeAnki<PermissionReply>('requestPermission');
  } catch (error) {
    // Versions before 6 know no requestPermission: their own version number says why.
    if (error instanceof AnkiError && error.code === 'anki_refused') await checkVersion(key);
    throw error;
  }
  if (permission?.permission !== 'granted') {
    throw new AnkiError('anki_access_denied', ANKI_MESSAGES.accessDenied);
  }
  if (permission.requireApikey && !key) throw new AnkiError('anki_key_required', ANKI_MESSAGES.keyRequired);
  await checkVersion(key);
}

async function checkVersion(key: string): Promise<void> {
  const version = await invokeAnki<unknown>('version', {}, key);
  if (typeof version !== 'number' || version < ANKI_CONNECT_VERSION) {
    throw new AnkiError('anki_old_version', ankiVersionTooOldMessage(Number(version) || 0));
  }
}
