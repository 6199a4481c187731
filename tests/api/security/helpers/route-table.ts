// Every API route with the rule that guards it and a call that the rule lets through. The
// authorisation suite checks this table against the app's own route list, so a new endpoint
// cannot ship without a rule.
import { randomUUID } from 'node:crypto';
import { cancelTokenFor } from '../../../../api/src/modules/users/pending-cancel';
import { canUseWords } from '../../../../shared/accounts/roles';
import type { SessionsAnswer } from '../../../../shared/api';
import type { EncounterAddedAnswer } from '../../../../shared/words/encounters';
import { activate, logIn, SUBSCRIBE, startSubscription } from '../../payments/helpers';
import { addWord, wordForm } from '../../words/helpers';
import type { Member } from './cast';
import type { CallContext, RouteCase } from './route-rules';

export type { Call, CallContext } from './route-rules';
export { expectedStatus } from './route-rules';

const target = (ctx: CallContext, caller: Member | null) => caller ?? ctx.cast.victim;

/** A word the caller may delete; callers who cannot add words aim at their own old word. */
async function disposableWord(ctx: CallContext, caller: Member | null): Promise<string> {
  if (caller && canUseWords(caller.role))
    return (await addWord(ctx.t, caller.token, { word: ctx.fresh('disposable') })).uuid;
  return target(ctx, caller).word.uuid;
}

/** An encounter of the caller's own word they may remove; others aim at a made-up one. */
async function disposableEncounter(ctx: CallContext, caller: Member | null): Promise<string> {
  const { word } = target(ctx, caller);
  if (!caller || !canUseWords(caller.role)) return `/api/encounters/${word.uuid}/${randomUUID()}`;
  const res = await ctx.t.request('POST', `/api/encounters/${word.uuid}`, {
    body: { sentence: ctx.fresh('Met again in a sentence') },
    token: caller.token,
  });
  const added = (await res.json()) as EncounterAddedAnswer;
  return `/api/encounters/${word.uuid}/${added.encounter.uuid}`;
}

const PREFERENCES = {
  speechLanguage: 'en-GB',
  speechVoice: 'en-GB-Male',
  sourceLanguage: 'en',
  targetLanguage: 'fr',
  highQuality: false,
  rateSpeech: 1.25,
};

const STUDY_PREFERENCES = {
  timeZone: 'Europe/Paris',
  dayStartHour: 4,
  newPerDay: 10,
  reviewsPerDay: 100,
  desiredRetention: 0.9,
};

const importCsv = (word: string) => {
  const form = new FormData();
  form.append('file', new File([`word\n${word}\n`], 'words.csv'));
  form.append('options', JSON.stringify({ table: { header: true, mapping: { word: 0 } } }));
  return form;
};

/** An import of the caller's, run to its end (one runs per learner at a time: 409 meanwhile). */
async function finishedImport(ctx: CallContext, caller: Member): Promise<string> {
  for (;;) {
    const res = await ctx.t.request('POST', '/api/import', {
      body: importCsv(ctx.fresh('job')),
      token: caller.token,
    });
    if (res.status === 202) {
      const { id } = (await res.json()) as { id: string };
      for (;;) {
        const job = await (await ctx.t.request('GET', `/api/import/${id}`, { token: caller.token })).json();
        if (job.state === 'done' || job.state === 'failed') return id;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    if (res.status !== 409) throw new Error(`import answered ${res.status}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Runs the jobs of the test app to their end: an export of the learner's may then start. */
async function jobsDone(ctx: CallContext): Promise<void> {
  await ctx.t.jobs.kick();
  await ctx.t.jobs.idle();
}

/** A CSV export of the caller's, run to its end (one runs per learner at a time: 409 meanwhile). */
async function finishedExport(ctx: CallContext, caller: Member): Promise<string> {
  await jobsDone(ctx);
  const res = await ctx.t.request('POST', '/api/export/jobs', {
    body: { format: 'csv' },
    token: caller.token,
  });
  if (res.status !== 202) throw new Error(`export answered ${res.status}`);
  const { id } = (await res.json()) as { id: string };
  await jobsDone(ctx);
  return id;
}

const answerOf = (ctx: CallContext, uuid: string) => ({
  answerId: randomUUID(),
  uuid,
  grade: 3,
  answeredAt: ctx.t.clock.now(),
  durationMs: 1200,
  source: 'web-test',
});

export const ROUTES: Record<string, RouteCase> = {
  'GET /api/health': { rule: 'public', ok: 200, call: () => ({ path: '/api/health' }) },
  'GET /api/openapi': { rule: 'public', ok: 200, call: () => ({ path: '/api/openapi' }) },
  'POST /api/users/register': {
    rule: 'public',
    ok: 200,
    call: (ctx) => ({ path: '/api/users/register', body: { email: `${ctx.fresh('new')}@example.com` } }),
  },
  'POST /api/users/login': {
    rule: 'public',
    ok: 200,
    call: ({ cast }) => ({ path: '/api/users/login', body: cast.prober }),
  },
  'POST /api/users/passwordReset/stepOne': {
    rule: 'public',
    ok: 200,
    call: (ctx) => ({
      path: '/api/users/passwordReset/stepOne',
      body: { email: `${ctx.fresh('forgetful')}@example.com` },
    }),
  },
  'POST /api/users/passwordReset/stepTwo': {
    rule: 'public',
    ok: 422,
    call: (ctx) => ({
      path: '/api/users/passwordReset/stepTwo',
      body: { email: `${ctx.fresh('nobody')}@example.com`, temporaryPassword: 'wrong-one' },
    }),
  },
  'DELETE /api/users/pending': {
    rule: 'public',
    ok: 200,
    // A well-formed cancel token of a registration that is no longer pending: nothing to remove.
    call: (ctx) => {
      const email = `${ctx.fresh('pending')}@example.com`;
      return { path: '/api/users/pending', body: { email, cancelToken: cancelTokenFor(ctx.t, email, 0) } };
    },
  },
  'PATCH /api/users': {
    rule: 'signed-in',
    ok: 200,
    call: () => ({ path: '/api/users', body: { name: 'Renamed Learner' } }),
  },
  'GET /api/users/replace-token': {
    rule: 'signed-in',
    ok: 200,
    call: () => ({ path: '/api/users/replace-token' }),
  },
  'POST /api/users/logout': {
    rule: 'signed-in',
    ok: 200,
    call: () => ({ path: '/api/users/logout' }),
    // The caller's session ended: a new login gives them one for the routes after this one.
    async restore({ t }, caller) {
      caller.token = await logIn(t, caller.email, caller.password);
    },
  },
  'GET /api/users/sessions': { rule: 'signed-in', ok: 200, call: () => ({ path: '/api/users/sessions' }) },
  'DELETE /api/users/sessions/:id': {
    rule: 'signed-in',
    // The victim's own session: it is not the caller's, so it reads as absent.
    ok: 404,
    call: async ({ t, cast }) => {
      const res = await t.request('GET', '/api/users/sessions', { token: cast.victim.token });
      const [session] = ((await res.json()) as SessionsAnswer).sessions;
      return { path: `/api/users/sessions/${session?.id}` };
    },
  },
  'GET /api/users/usage': { rule: 'signed-in', ok: 200, call: () => ({ path: '/api/users/usage' }) },
  'DELETE /api/users': {
    rule: 'signed-in',
    // Never the caller's password: the account must stay for the routes after this one.
    ok: 422,
    call: () => ({ path: '/api/users', body: { password: 'not-the-password' } }),
  },
  'GET /api/payments/settings': { rule: 'public', ok: 200, call: () => ({ path: '/api/payments/settings' }) },
  'POST /api/create-subscription': {
    rule: 'subscribe',
    ok: 200,
    call: () => ({ path: '/api/create-subscription', body: SUBSCRIBE }),
  },
  'POST /api/create-subscription/:id': {
    rule: 'activate',
    // The victim's own subscription: it is not the caller's, so it reads as absent.
    ok: 404,
    call: ({ cast }) => ({ path: `/api/create-subscription/${cast.victim.subscriptionId}` }),
  },
  'POST /api/payments/sync': { rule: 'signed-in', ok: 204, call: () => ({ path: '/api/payments/sync' }) },
  'POST /api/cancel-subscription': {
    rule: 'cancel',
    ok: 204,
    call: () => ({ path: '/api/cancel-subscription' }),
    async restore({ t }, caller) {
      const res = await activate(t, caller.token, await startSubscription(t, caller.token));
      if (res.status !== 201) throw new Error(`re-subscribing answered ${res.status}`);
    },
  },
  'POST /api/payments/webhook': {
    rule: 'webhook',
    ok: 404,
    call: () => ({
      path: '/api/payments/webhook',
      body: '{"id":"WH-1","event_type":"PAYMENT.SALE.COMPLETED"}',
    }),
  },
  'GET /api/words/get/words': { rule: 'words', ok: 200, call: () => ({ path: '/api/words/get/words' }) },
  'POST /api/words/add': {
    rule: 'words',
    ok: 201,
    call: (ctx) => ({ path: '/api/words/add', body: wordForm({ word: ctx.fresh('added') }) }),
  },
  'PUT /api/words/update/:uuid': {
    rule: 'words',
    ok: 200,
    call: (ctx, caller) => {
      const { word } = target(ctx, caller);
      return {
        path: `/api/words/update/${word.uuid}`,
        body: wordForm({ word: word.word, sentence: word.sentence, wordTranslation: ctx.fresh('changed') }),
      };
    },
  },
  'PATCH /api/words/update/score/:uuid/:score': {
    rule: 'words',
    ok: 200,
    call: (ctx, caller) => ({ path: `/api/words/update/score/${target(ctx, caller).word.uuid}/3` }),
  },
  'DELETE /api/words/delete/:uuid': {
    rule: 'words',
    ok: 200,
    call: async (ctx, caller) => ({ path: `/api/words/delete/${await disposableWord(ctx, caller)}` }),
  },
  'GET /api/words/get/image/:userId/:id': {
    rule: 'words',
    ok: 200,
    call: (ctx, caller) => {
      const { id, word } = target(ctx, caller);
      return { path: `/api/words/get/image/${id}/${word.picture}` };
    },
  },
  'GET /api/words/get/audio/:userId/:id': {
    rule: 'words',
    ok: 200,
    call: (ctx, caller) => {
      const { id, word } = target(ctx, caller);
      return { path: `/api/words/get/audio/${id}/${word.speechWord}` };
    },
  },
  // A word's further sentences (docs/decisions/0029-encounters.md): the same rule as its word.
  'GET /api/encounters/:wordUuid': {
    rule: 'words',
    ok: 200,
    call: (ctx, caller) => ({ path: `/api/encounters/${target(ctx, caller).word.uuid}` }),
  },
  'POST /api/encounters/:wordUuid': {
    rule: 'words',
    ok: 201,
    call: (ctx, caller) => ({
      path: `/api/encounters/${target(ctx, caller).word.uuid}`,
      body: { sentence: ctx.fresh('Another sentence'), sourceUrl: 'https://example.com/page' },
    }),
  },
  'DELETE /api/encounters/:wordUuid/:uuid': {
    rule: 'words',
    ok: 200,
    call: async (ctx, caller) => ({ path: await disposableEncounter(ctx, caller) }),
  },
  'POST /api/encounters/:wordUuid/:uuid/main': {
    rule: 'words',
    ok: 200,
    call: async (ctx, caller) => ({ path: `${await disposableEncounter(ctx, caller)}/main` }),
  },
  'GET /api/preferences': { rule: 'words', ok: 200, call: () => ({ path: '/api/preferences' }) },
  'PATCH /api/preferences': {
    rule: 'words',
    ok: 200,
    call: () => ({ path: '/api/preferences', body: PREFERENCES }),
  },
  'GET /api/study/preferences': { rule: 'words', ok: 200, call: () => ({ path: '/api/study/preferences' }) },
  'PATCH /api/study/preferences': {
    rule: 'words',
    ok: 200,
    call: () => ({ path: '/api/study/preferences', body: STUDY_PREFERENCES }),
  },
  'GET /api/review/queue': { rule: 'words', ok: 200, call: () => ({ path: '/api/review/queue' }) },
  'GET /api/review/progress': { rule: 'words', ok: 200, call: () => ({ path: '/api/review/progress' }) },
  'GET /api/review/holds': { rule: 'words', ok: 200, call: () => ({ path: '/api/review/holds' }) },
  'GET /api/study/retention-advice': {
    rule: 'words',
    ok: 200,
    call: () => ({ path: '/api/study/retention-advice' }),
  },
  // Every role may take its words with it (docs/decisions/0025-export.md); a POST names the words,
  // and another learner's uuid exports nothing of theirs (tests/api/export).
  'GET /api/export/csv': { rule: 'signed-in', ok: 200, call: () => ({ path: '/api/export/csv' }) },
  'POST /api/export/csv': {
    rule: 'signed-in',
    ok: 200,
    call: (ctx, caller) => ({ path: '/api/export/csv', body: { uuids: [target(ctx, caller).word.uuid] } }),
  },
  // Export jobs: started by anyone signed in (as the direct exports), then only its learner's.
  'POST /api/export/jobs': {
    rule: 'signed-in',
    ok: 202,
    call: async (ctx) => {
      await jobsDone(ctx);
      return { path: '/api/export/jobs', body: { format: 'csv' } };
    },
  },
  'GET /api/export/jobs/:id': {
    rule: 'signed-in',
    ok: 200,
    call: async (ctx, caller) => ({
      path: `/api/export/jobs/${caller ? await finishedExport(ctx, caller) : randomUUID()}`,
    }),
  },
  // The learner's own finished export: found, past every check of the caller, and answered 409
  // "already ended" (cancelling one that still waits: tests/api/export/export-jobs.test.ts).
  'DELETE /api/export/jobs/:id': {
    rule: 'signed-in',
    ok: 409,
    call: async (ctx, caller) => ({
      path: `/api/export/jobs/${caller ? await finishedExport(ctx, caller) : randomUUID()}`,
    }),
  },
  'GET /api/export/jobs/:id/file': {
    rule: 'signed-in',
    ok: 200,
    call: async (ctx, caller) => ({
      path: `/api/export/jobs/${caller ? await finishedExport(ctx, caller) : randomUUID()}/file`,
    }),
  },
  'GET /api/export/anki': { rule: 'signed-in', ok: 200, call: () => ({ path: '/api/export/anki' }) },
  'POST /api/export/anki': {
    rule: 'signed-in',
    ok: 200,
    call: (ctx, caller) => ({ path: '/api/export/anki', body: { uuids: [target(ctx, caller).word.uuid] } }),
  },
  'GET /api/export/apkg': { rule: 'signed-in', ok: 200, call: () => ({ path: '/api/export/apkg' }) },
  'POST /api/export/apkg': {
    rule: 'signed-in',
    ok: 200,
    call: (ctx, caller) => ({ path: '/api/export/apkg', body: { uuids: [target(ctx, caller).word.uuid] } }),
  },
  'GET /api/export/backup': { rule: 'signed-in', ok: 200, call: () => ({ path: '/api/export/backup' }) },
  // Importing adds words: the rule of adding one (docs/decisions/0026-import.md). A job is read by
  // its learner only; another learner's job id reads as absent (tests/api/import).
  'POST /api/import': {
    rule: 'words',
    ok: 202,
    call: async (ctx) => ({ path: '/api/import', body: importCsv(ctx.fresh('imported')) }),
  },
  // The preview reads the file and stores nothing, under the same rule (decision 0034).
  'POST /api/import/preview': {
    rule: 'words',
    ok: 200,
    call: async (ctx) => ({ path: '/api/import/preview', body: importCsv(ctx.fresh('previewed')) }),
  },
  'GET /api/import/:id': {
    rule: 'words',
    ok: 200,
    call: async (ctx, caller) => ({
      path: `/api/import/${caller && canUseWords(caller.role) ? await finishedImport(ctx, caller) : randomUUID()}`,
    }),
  },
  // The learner's own finished import: found, so past every check of the caller, and answered
  // 409 "already ended" (cancelling one that still runs: tests/api/jobs/import-jobs.test.ts).
  'DELETE /api/import/:id': {
    rule: 'words',
    ok: 409,
    call: async (ctx, caller) => ({
      path: `/api/import/${caller && canUseWords(caller.role) ? await finishedImport(ctx, caller) : randomUUID()}`,
    }),
  },
  'POST /api/review/answer': {
    rule: 'words',
    ok: 200,
    call: (ctx, caller) => ({
      path: '/api/review/answer',
      body: answerOf(ctx, target(ctx, caller).word.uuid),
    }),
  },
  // Suspend, bury and leeches (decision 0046): the caller's own word, as an answer is.
  'POST /api/review/hold': {
    rule: 'words',
    ok: 200,
    call: (ctx, caller) => ({
      path: '/api/review/hold',
      body: { uuid: target(ctx, caller).word.uuid, action: 'bury' },
    }),
  },
  'POST /api/review/undo': {
    rule: 'words',
    ok: 200,
    // The caller's own last answer, given first where the caller may answer at all.
    call: async (ctx, caller) => {
      const answer = answerOf(ctx, target(ctx, caller).word.uuid);
      if (caller && canUseWords(caller.role))
        await ctx.t.request('POST', '/api/review/answer', { body: answer, token: caller.token });
      return { path: '/api/review/undo', body: { answerId: answer.answerId } };
    },
  },
  // Score changes and review answers sent many at once (shared/offline/batch.ts): the rule of
  // their single calls. Another learner's uuid in a batch reads as absent (tests/api/offline).
  'POST /api/offline/changes': {
    rule: 'words',
    ok: 200,
    call: (ctx, caller) => {
      const { uuid } = target(ctx, caller).word;
      return {
        path: '/api/offline/changes',
        body: {
          changes: [
            { kind: 'score', uuid, score: 2 },
            { kind: 'review', answer: answerOf(ctx, uuid) },
          ],
        },
      };
    },
  },
  'POST /api/translation': {
    rule: 'words',
    ok: 200,
    call: () => ({
      path: '/api/translation',
      body: { sourceLanguage: 'en', targetLanguage: 'es', text: 'house' },
    }),
  },
  'GET /api/word-to-sentence/:word': {
    rule: 'words',
    ok: 200,
    call: () => ({ path: '/api/word-to-sentence/house' }),
  },
  'GET /api/lookup/definition/:language/:word': {
    rule: 'words',
    ok: 200,
    call: () => ({ path: '/api/lookup/definition/en/harbour' }),
  },
  'POST /api/lookup/speech': {
    rule: 'words',
    ok: 200,
    call: () => ({
      path: '/api/lookup/speech',
      body: { text: 'harbour', language: 'en-US', voice: 'en-US-Female' },
    }),
  },
  'POST /api/test/clock': {
    rule: 'test-only',
    ok: 200,
    call: () => ({ path: '/api/test/clock', body: { advanceMs: 0 } }),
  },
  'POST /api/test/fit/:userId': { rule: 'test-only', ok: 200, call: () => ({ path: '/api/test/fit/1' }) },
  'POST /api/test/retention': { rule: 'test-only', ok: 200, call: () => ({ path: '/api/test/retention' }) },
  'GET /*': { rule: 'public', ok: 200, call: () => ({ path: '/words/list' }) },
};
