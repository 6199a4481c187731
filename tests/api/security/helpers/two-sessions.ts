// A learner with two sessions (two tokens from two logins, say the web app and the extension) on
// one test app, and the check that the media folder and table are whole.
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Word } from '../../../../shared/words/types';
import type { TestApp } from '../../helpers/test-app';
import { logIn } from '../../payments/helpers';
import { signUp } from '../../users/helpers';
import { mediaProblems, mediaState, NO_MEDIA_PROBLEMS } from './media-check';

let learner = 0;

export async function twoSessions(t: TestApp): Promise<[string, string]> {
  const email = `two-tabs-${++learner}@example.com`;
  const { token, password } = await signUp(t, email);
  return [token, await logIn(t, email, password)];
}

export async function expectWholeMedia(t: TestApp) {
  expect(mediaProblems(await mediaState(t.client, join(t.dataDir, 'media')))).toEqual(NO_MEDIA_PROBLEMS);
}

/** The list and the word answers carry each word's version (updatedAt) beside the fields of SPEC §3. */
export const etagOf = (word: Word | undefined) =>
  `"${(word as (Word & { updatedAt: number }) | undefined)?.updatedAt}"`;
