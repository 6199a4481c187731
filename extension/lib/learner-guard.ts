// The popup names the learner it shows with each call (messages.ts, showLearner); the background
// refuses a call that acts for a learner when another one is signed in by the time it arrives: the
// web app of this browser can switch learners while the popup is open, and the popup follows only
// a moment later (docs/decisions/0037-extension-follows-the-learner.md).
import { LEARNER_CHANGED_MESSAGE } from '../../shared/accounts/web-session';
import type { EnvelopeGuard } from './message-envelope';
import { MessageError } from './message-errors';
import type { MessageName } from './message-types';
import { readUser } from './storage';

/** Calls that read or change one learner's words, answers or saves. */
const LEARNER_CALLS: ReadonlySet<MessageName> = new Set<MessageName>([
  'addWord',
  'addEncounter',
  'setScore',
  'answerReview',
  'undoReview',
  'holdWord',
  'reviewQueue',
  'getWords',
  'getAudio',
  'discardPending',
]);

export const refuseAnotherLearner: EnvelopeGuard = async ({ name, learner }) => {
  if (!learner || !LEARNER_CALLS.has(name as MessageName)) return;
  const user = await readUser();
  if (user?.uuid !== learner) throw new MessageError('learner-changed', LEARNER_CHANGED_MESSAGE);
};
