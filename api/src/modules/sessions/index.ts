// The session calls beside the spec's account calls: sign-out, the list of active sessions and
// ending one of them (docs/decisions/0012-sessions.md).
import { Elysia, t } from 'elysia';
import { SESSION_ENDED_MESSAGE, SIGNED_OUT_MESSAGE } from '../../../../shared/accounts/sessions';
import { paths, type SessionsAnswer } from '../../../../shared/api';
import type { AppDeps } from '../../deps';
import { authenticate } from '../../plugins/auth';
import { endSession, listSessions } from './service';

export const sessionsModule = (deps: AppDeps) =>
  new Elysia({ name: 'sessions' })
    .post(paths.logout, async ({ headers }) => {
      const { row, session } = await authenticate(deps, headers.authorization);
      await endSession(deps, row.id, session.id);
      return { message: SIGNED_OUT_MESSAGE };
    })
    .get(paths.sessions, async ({ headers }): Promise<SessionsAnswer> => {
      const { row, session } = await authenticate(deps, headers.authorization);
      return { sessions: await listSessions(deps, row.id, session.id) };
    })
    .delete(
      paths.session(':id'),
      async ({ headers, params }) => {
        const { row } = await authenticate(deps, headers.authorization);
        await endSession(deps, row.id, params.id);
        return { message: SESSION_ENDED_MESSAGE };
      },
      // Any text: an id that names no session of this learner is a 404 like any other.
      { params: t.Object({ id: t.String({ maxLength: 100 }) }) },
    );
