// The fixture most end-to-end files need, set up once for the file: the shared server and
// Chromium (stack.ts), one learner of the file's own (an e-mail no other file uses) with the words
// the file needs saved through the API, and a way to open a screen signed in as them.
//
//   const learner = learnerStack('my-feature@example.com', [['harbour', 'The harbour is calm.']]);
//   it('…', async () => {
//     await learner.open('/words/list', { width: 375 });
//     …learner.page, learner.server.url, learner.token, learner.consoleErrors
//   });
//
// It registers the file's beforeAll (open, sign up, seed) and afterAll (close). Files that need
// their own server or browser (see stack.ts's header) keep signUp/addWord/startSignedIn.
import { afterAll, beforeAll } from 'vitest';
import { addWord, type OpenScreen, openScreen, signUp } from './learner';
import { openSharedStack, type SharedStack } from './stack';

/** A word and its sentence, saved in this order. */
export type SeedWord = readonly [word: string, sentence: string];

export interface LearnerStack extends SharedStack {
  email: string;
  token: string;
  /** Opens `path` on the stack's page, signed in as this learner (or as `as.token`; '' signs out). */
  open(path: string, as?: OpenScreen & { token?: string }): Promise<void>;
}

/** Opens the shared stack, signs the learner up and saves their words; closes the stack if that fails. */
export async function openLearnerStack(
  email: string,
  words: readonly SeedWord[] = [],
): Promise<LearnerStack> {
  const stack = await openSharedStack();
  try {
    const token = await signUp(stack.server, email);
    for (const [word, sentence] of words) await addWord(stack.server, token, word, sentence);
    return {
      ...stack,
      email,
      token,
      open: (path, as = {}) => openScreen(stack.page, stack.server, as.token ?? token, path, as),
    };
  } catch (error) {
    await stack.close();
    throw error;
  }
}

/**
 * The file's learner on the shared stack, ready in every test (beforeAll) and closed after the
 * last (afterAll). Its fields are filled by the time a test runs, not when the file is read.
 */
export function learnerStack(email: string, words: readonly SeedWord[] = []): LearnerStack {
  const fixture = {} as LearnerStack;
  beforeAll(async () => {
    Object.assign(fixture, await openLearnerStack(email, words));
  });
  afterAll(async () => {
    await fixture.close?.();
  });
  return fixture;
}
