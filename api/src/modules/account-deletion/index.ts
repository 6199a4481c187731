// DELETE /api/users: a learner deletes their account, confirmed by their password. Beside the
// spec's PATCH /api/users; any signed-in role may do it, roles 2 and 5 included.
import { Elysia, t } from 'elysia';
import { ACCOUNT_DELETED_MESSAGE } from '../../../../shared/accounts/deletion';
import { ACCOUNT_BODY_MAX_BYTES } from '../../../../shared/accounts/rules';
import { paths } from '../../../../shared/api';
import type { AppDeps } from '../../deps';
import { authenticate } from '../../plugins/auth';
import { cappedBody } from '../../plugins/capped-body';
import { deleteAccount } from './service';

export const accountDeletionModule = (deps: AppDeps) =>
  new Elysia({ name: 'account-deletion' }).onParse(cappedBody({ maxBytes: ACCOUNT_BODY_MAX_BYTES })).delete(
    paths.users,
    async ({ headers, body }) => {
      const account = await authenticate(deps, headers.authorization);
      await deleteAccount(deps, account, body?.password ?? '');
      return { message: ACCOUNT_DELETED_MESSAGE };
    },
    { body: t.Optional(t.Object({ password: t.Optional(t.String()) })) },
  );
