// The account calls of SPEC §7, typed by shared/api.ts. Errors are thrown as they come; the
// screens hand them to the common error handler.
import {
  type CancelPendingBody,
  type DeleteAccountBody,
  type EmailBody,
  type LoginBody,
  type ProfileBody,
  paths,
  type RegisterAnswer,
  type ResetStepTwoBody,
  type SessionsAnswer,
  type UsageAnswer,
} from '../../../../shared/api';
import { api } from '../../lib/api-client';

interface MessageAnswer {
  message: string;
}

export const register = (body: EmailBody) => api<RegisterAnswer>(paths.register, { method: 'POST', body });

/**
 * Answers the token as text. No responseType: 'text' here, which would also leave a refusal's
 * JSON unparsed; the client reads the body by its content type (text/plain for the token).
 */
export const login = (body: LoginBody) => api<string>(paths.login, { method: 'POST', body });

export const requestTemporaryPassword = (body: EmailBody) =>
  api<MessageAnswer>(paths.resetStepOne, { method: 'POST', body });

export const submitTemporaryPassword = (body: ResetStepTwoBody) =>
  api<MessageAnswer>(paths.resetStepTwo, { method: 'POST', body });

export const updateProfile = (body: ProfileBody) =>
  api<MessageAnswer & { name: string }>(paths.users, { method: 'PATCH', body });

/** Forgets a registration whose password was mailed but never used; the proof is its register answer's token. */
export const deletePendingRegistration = (body: CancelPendingBody) =>
  api<MessageAnswer>(paths.pendingUser, { method: 'DELETE', body });

/**
 * Ends the session of `token` on the server. The token is passed, not read from the session, since
 * the screen forgets it at once; a failure (offline, already ended) changes nothing for the learner.
 */
export const logout = (token: string) =>
  api<MessageAnswer>(paths.logout, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });

export const listSessions = () => api<SessionsAnswer>(paths.sessions);

export const endSession = (id: string) => api<MessageAnswer>(paths.session(id), { method: 'DELETE' });

export const fetchUsage = () => api<UsageAnswer>(paths.usage);

export const deleteAccount = (body: DeleteAccountBody) =>
  api<MessageAnswer>(paths.users, { method: 'DELETE', body });
