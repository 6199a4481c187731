// GET /api/users/usage: the learner's words and media against the quotas, for the profile screen.
import { Elysia } from 'elysia';
import {
  ADDS_PER_MINUTE,
  MEDIA_BYTES_MAX,
  TEXT_BYTES_MAX,
  WORDS_MAX,
} from '../../../../shared/accounts/quotas';
import { paths, type UsageAnswer } from '../../../../shared/api';
import type { AppDeps } from '../../deps';
import { authenticate } from '../../plugins/auth';
import { usageOf } from './service';

export const quotasModule = (deps: AppDeps) =>
  new Elysia({ name: 'quotas' }).get(paths.usage, async ({ headers }): Promise<UsageAnswer> => {
    // Any signed-in learner: roles 2 and 5 still see what they keep before deciding.
    const { row } = await authenticate(deps, headers.authorization);
    const usage = await usageOf(deps, row.id);
    return {
      ...usage,
      wordsMax: WORDS_MAX,
      mediaBytesMax: MEDIA_BYTES_MAX,
      textBytesMax: TEXT_BYTES_MAX,
      addsPerMinute: ADDS_PER_MINUTE,
    };
  });
