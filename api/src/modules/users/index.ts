// The account calls of SPEC §7 under /api/users.
import { Elysia } from 'elysia';
import {
  NEW_PASSWORD_SENT_MESSAGE,
  PENDING_REMOVED_MESSAGE,
  REGISTRATION_SENT_MESSAGE,
  TEMPORARY_PASSWORD_SENT_MESSAGE,
} from '../../../../shared/accounts/notices';
import { ACCOUNT_BODY_MAX_BYTES, DETAILS_UPDATED_MESSAGE } from '../../../../shared/accounts/rules';
import { paths, type RegisterAnswer } from '../../../../shared/api';
import type { AppDeps } from '../../deps';
import { authenticate, signedInCaller } from '../../plugins/auth';
import { cappedBody } from '../../plugins/capped-body';
import { clientAddress } from '../../plugins/client-address';
import { cancelPendingBody, emailBody, loginBody, profileBody, resetStepTwoBody } from './model';
import * as accounts from './service';

const s = (value: string | undefined) => value ?? '';

export const usersModule = (deps: AppDeps) =>
  new Elysia({ name: 'users' })
    .onParse(
      cappedBody({
        maxBytes: ACCOUNT_BODY_MAX_BYTES,
        // The profile change is this module's one call for signed-in callers: its token is checked
        // first, so a caller who is not signed in gets 401 before a byte of the body is read.
        admit: async (request) => {
          if (request.method === 'PATCH') await signedInCaller(deps, request);
        },
      }),
    )
    .post(
      paths.register,
      async ({ body, request, server }): Promise<RegisterAnswer> => {
        const cancelToken = await accounts.register(
          deps,
          { email: s(body.email) },
          clientAddress(request, server, deps.config.trustProxy),
        );
        return { message: REGISTRATION_SENT_MESSAGE, cancelToken };
      },
      { body: emailBody },
    )
    .post(
      paths.login,
      async ({ body, set, request, server }) => {
        const token = await accounts.login(
          deps,
          { email: s(body.email), password: s(body.password) },
          clientAddress(request, server, deps.config.trustProxy),
          request.headers.get('user-agent'),
        );
        set.headers['content-type'] = 'text/plain; charset=utf-8';
        return token;
      },
      { body: loginBody },
    )
    .post(
      paths.resetStepOne,
      async ({ body, request, server }) => {
        await accounts.resetStepOne(
          deps,
          { email: s(body.email) },
          clientAddress(request, server, deps.config.trustProxy),
        );
        return { message: TEMPORARY_PASSWORD_SENT_MESSAGE };
      },
      { body: emailBody },
    )
    .post(
      paths.resetStepTwo,
      async ({ body, request, server }) => {
        const form = { email: s(body.email), temporaryPassword: s(body.temporaryPassword) };
        await accounts.resetStepTwo(deps, form, clientAddress(request, server, deps.config.trustProxy));
        return { message: NEW_PASSWORD_SENT_MESSAGE };
      },
      { body: resetStepTwoBody },
    )
    .patch(
      paths.users,
      async ({ body, request }) => {
        const account = await signedInCaller(deps, request);
        const name = await accounts.updateProfile(deps, account, {
          name: s(body.name),
          password: body.password,
          currentPassword: body.currentPassword,
        });
        return { name, message: DETAILS_UPDATED_MESSAGE };
      },
      { body: profileBody },
    )
    .get(paths.replaceToken, async ({ headers, set }) => {
      const account = await authenticate(deps, headers.authorization);
      set.headers['content-type'] = 'text/plain; charset=utf-8';
      return accounts.replaceToken(deps, account);
    })
    .delete(
      paths.pendingUser,
      async ({ body, request, server }) => {
        await accounts.deletePending(
          deps,
          { email: s(body.email), cancelToken: body.cancelToken, password: body.password },
          clientAddress(request, server, deps.config.trustProxy),
        );
        return { message: PENDING_REMOVED_MESSAGE };
      },
      { body: cancelPendingBody },
    );
