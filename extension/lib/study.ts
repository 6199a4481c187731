// The popup's test asks the background for what needs the token: score changes, a word's Bury or
// Suspend, and word audio.
import { paths, type WordHold, type WordHoldBody } from '../../shared/api';
import { HOLD_MESSAGES } from '../../shared/review/hold-texts';
import { isValidScore } from '../../shared/words/rules';
import type { Score } from '../../shared/words/types';
import { callApi } from './api-client';
import { toBase64 } from './base64';
import { MessageError } from './message-errors';
import type { AudioClip } from './message-types';
import { readUser } from './storage';
import { rememberScore } from './words-cache';

export async function saveScore(uuid: string, score: Score): Promise<Score> {
  if (!isValidScore(score)) throw new MessageError('invalid_score', 'A score is 1, 2 or 3.');
  const stored = await callApi<unknown>(paths.updateScore(encodeURIComponent(uuid), score), {
    method: 'PATCH',
  });
  if (!isValidScore(stored)) throw new MessageError('bad_answer', 'The server answered with no valid score.');
  await rememberScore(uuid, stored);
  return stored;
}

/** Audio ids are content hashes; anything else never reaches a URL. */
const AUDIO_ID = /^[\w-]{1,128}$/;

export async function readAudio(id: string): Promise<AudioClip> {
  const user = await readUser();
  if (!user) throw new MessageError('signed_out', 'Sign in to Wordhoard first.');
  if (!AUDIO_ID.test(id)) throw new MessageError('invalid_audio', 'No such audio.');
  const bytes = await callApi<Uint8Array>(paths.audio(user.id, id), { as: 'bytes' });
  return { type: 'audio/mpeg', base64: toBase64(bytes) };
}

/** The popup offers only these two (the list's "Study state" undoes them). */
const POPUP_HOLDS: ReadonlySet<string> = new Set(['bury', 'suspend']);

/** Sent now or not at all: a hold is not queued offline, so the popup says it failed and keeps the card. */
export async function holdWord({ uuid, action }: WordHoldBody): Promise<WordHold> {
  if (!POPUP_HOLDS.has(action)) throw new MessageError('invalid_action', HOLD_MESSAGES.invalidAction);
  return callApi<WordHold>(paths.reviewHold, { method: 'POST', json: { uuid, action } });
}
