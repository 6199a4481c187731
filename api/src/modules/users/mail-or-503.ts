// Account mails either go out or the request answers 503 with nothing of it kept. The same 503
// comes whether or not the address has an account, so a mail failure reveals nothing either.
import { MAIL_UNAVAILABLE_MESSAGE } from '../../../../shared/accounts/notices';
import { unavailable } from '../../errors';
import type { Mailer } from '../../providers/mail';

const mailUnavailable = (error: unknown) => {
  console.error('Mail could not be sent', error);
  return unavailable(MAIL_UNAVAILABLE_MESSAGE, 'mail_unavailable');
};

/** Sends a mail; when it cannot be sent, undoes what it was for and answers 503. */
export async function sendMailOr503(
  send: () => Promise<void>,
  undo: () => Promise<unknown> = async () => {},
) {
  try {
    await send();
  } catch (error) {
    await undo();
    throw mailUnavailable(error);
  }
}

/** For a request that mails nothing but must answer as one that does: 503 when mail is down. */
export async function mailReadyOr503(mailer: Mailer) {
  try {
    await mailer.ready();
  } catch (error) {
    throw mailUnavailable(error);
  }
}
