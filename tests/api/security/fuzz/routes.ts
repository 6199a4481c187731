// The API routes the fuzzer aims at, each with how much of the traffic it gets and the valid shape
// of its JSON body (the fuzzer then breaks it). The words forms are built in bodies.ts. The quick
// fuzz run checks this list against the app's own routes, so a new endpoint cannot go unfuzzed.
import fc from 'fast-check';

export interface FuzzTargets {
  fuzzerToken: string;
  /** Sent instead of fuzzerToken to the routes that end the calling session (sign-out). */
  spareToken: string;
  /** User ids, word uuids, media ids and subscription ids of the fuzzer and of the victim. */
  userIds: string[];
  uuids: string[];
  mediaIds: string[];
  /** Never generated as an e-mail: a valid reset or failed login would change the victim's state. */
  forbiddenEmails: string[];
  corpusSize: number;
}

export type Shape = 'none' | 'json' | 'form' | 'text';
export interface RouteShape {
  method: string;
  template: string;
  shape: Shape;
  weight: number;
  json?: (t: FuzzTargets) => Record<string, fc.Arbitrary<unknown>>;
  /** Ends the session it is called with: sent with the spare token, so the fuzzing goes on. */
  endsSession?: true;
}

const email = (t: FuzzTargets) =>
  fc.emailAddress().filter((e) => !t.forbiddenEmails.includes(e.trim().toLowerCase()));
const password = fc.string({ minLength: 4, maxLength: 30 });
const languages = fc.constantFrom('en', 'es', 'fr', 'de', 'he', 'zh-CN');

export const FUZZ_ROUTES: RouteShape[] = [
  { method: 'GET', template: '/api/health', shape: 'none', weight: 1 },
  { method: 'GET', template: '/api/openapi', shape: 'none', weight: 1 },
  {
    method: 'POST',
    template: '/api/users/register',
    shape: 'json',
    weight: 2,
    json: (t) => ({ email: email(t) }),
  },
  {
    method: 'POST',
    template: '/api/users/login',
    shape: 'json',
    weight: 3,
    json: (t) => ({ email: email(t), password }),
  },
  {
    method: 'POST',
    template: '/api/users/passwordReset/stepOne',
    shape: 'json',
    weight: 2,
    json: (t) => ({ email: email(t) }),
  },
  {
    method: 'POST',
    template: '/api/users/passwordReset/stepTwo',
    shape: 'json',
    weight: 2,
    json: (t) => ({ email: email(t), temporaryPassword: password }),
  },
  {
    method: 'PATCH',
    template: '/api/users',
    shape: 'json',
    weight: 3,
    json: () => ({ name: fc.string({ minLength: 2, maxLength: 30 }), password, currentPassword: password }),
  },
  { method: 'GET', template: '/api/users/replace-token', shape: 'none', weight: 1 },
  { method: 'POST', template: '/api/users/logout', shape: 'none', weight: 1, endsSession: true },
  { method: 'GET', template: '/api/users/sessions', shape: 'none', weight: 1 },
  { method: 'DELETE', template: '/api/users/sessions/:id', shape: 'none', weight: 2 },
  { method: 'GET', template: '/api/users/usage', shape: 'none', weight: 1 },
  {
    method: 'DELETE',
    template: '/api/users',
    shape: 'json',
    weight: 2,
    json: () => ({ password }),
  },
  {
    method: 'DELETE',
    template: '/api/users/pending',
    shape: 'json',
    weight: 2,
    json: (t) => ({ email: email(t) }),
  },
  { method: 'GET', template: '/api/payments/settings', shape: 'none', weight: 1 },
  {
    method: 'POST',
    template: '/api/create-subscription',
    shape: 'json',
    weight: 2,
    json: () => ({ userAction: fc.constant('SUBSCRIBE_NOW') }),
  },
  {
    method: 'POST',
    template: '/api/create-subscription/:uuid',
    shape: 'json',
    weight: 2,
    json: () => ({ orderID: fc.stringMatching(/^[A-Z0-9-]{1,20}$/) }),
  },
  { method: 'POST', template: '/api/payments/sync', shape: 'none', weight: 1 },
  { method: 'POST', template: '/api/cancel-subscription', shape: 'none', weight: 1 },
  { method: 'POST', template: '/api/payments/webhook', shape: 'text', weight: 2 },
  { method: 'GET', template: '/api/words/get/words', shape: 'none', weight: 2 },
  { method: 'POST', template: '/api/words/add', shape: 'form', weight: 10 },
  { method: 'PUT', template: '/api/words/update/:uuid', shape: 'form', weight: 8 },
  { method: 'PATCH', template: '/api/words/update/score/:uuid/:score', shape: 'none', weight: 4 },
  { method: 'DELETE', template: '/api/words/delete/:uuid', shape: 'none', weight: 4 },
  { method: 'GET', template: '/api/words/get/image/:userId/:id', shape: 'none', weight: 4 },
  { method: 'GET', template: '/api/words/get/audio/:userId/:id', shape: 'none', weight: 4 },
  // A word's further sentences: the word's uuid first, then an encounter's (any uuid, or junk).
  { method: 'GET', template: '/api/encounters/:uuid', shape: 'none', weight: 2 },
  {
    method: 'POST',
    template: '/api/encounters/:uuid',
    shape: 'json',
    weight: 4,
    json: () => ({
      sentence: fc.oneof(fc.string({ maxLength: 40 }), fc.constant('s'.repeat(1001))),
      sentenceTranslation: fc.string({ maxLength: 20 }),
      sourceUrl: fc.constantFrom(
        '',
        'https://example.com/a',
        'javascript:alert(1)',
        `https://e.com/${'a'.repeat(3000)}`,
      ),
      sourceTitle: fc.string({ maxLength: 20 }),
    }),
  },
  { method: 'DELETE', template: '/api/encounters/:uuid/:id', shape: 'none', weight: 2 },
  { method: 'POST', template: '/api/encounters/:uuid/:id/main', shape: 'none', weight: 2 },
  { method: 'GET', template: '/api/preferences', shape: 'none', weight: 1 },
  {
    method: 'PATCH',
    template: '/api/preferences',
    shape: 'json',
    weight: 3,
    json: () => ({
      speechLanguage: fc.constantFrom('en-US', 'fr-FR', 'he-IL'),
      speechVoice: fc.constantFrom('en-US-Female', 'fr-FR-Male', 'en-US-Robot'),
      sourceLanguage: languages,
      targetLanguage: languages,
      highQuality: fc.boolean(),
      rateSpeech: fc.constantFrom(0.25, 1, 1.3, 6, 6.25),
    }),
  },
  { method: 'GET', template: '/api/study/preferences', shape: 'none', weight: 1 },
  {
    method: 'PATCH',
    template: '/api/study/preferences',
    shape: 'json',
    weight: 2,
    json: () => ({
      timeZone: fc.constantFrom('UTC', 'Europe/Paris', 'Asia/Kathmandu', 'Mars/Base', ''),
      dayStartHour: fc.constantFrom(0, 4, 23, 24, -1, 3.5),
      newPerDay: fc.constantFrom(0, 20, 9999, 10_000),
      reviewsPerDay: fc.constantFrom(0, 200, 9999, -5),
      desiredRetention: fc.constantFrom(0.7, 0.9, 0.99, 1, 0.5),
      learningSteps: fc.constantFrom(undefined, [], [1, 10], [0], [1441], 'ten'),
      leechLapses: fc.constantFrom(undefined, 1, 8, 0, 100),
    }),
  },
  { method: 'GET', template: '/api/review/queue', shape: 'none', weight: 2 },
  { method: 'GET', template: '/api/review/progress', shape: 'none', weight: 1 },
  { method: 'GET', template: '/api/review/holds', shape: 'none', weight: 1 },
  { method: 'GET', template: '/api/study/retention-advice', shape: 'none', weight: 1 },
  { method: 'GET', template: '/api/export/csv', shape: 'none', weight: 1 },
  { method: 'GET', template: '/api/export/anki', shape: 'none', weight: 1 },
  { method: 'GET', template: '/api/export/apkg', shape: 'none', weight: 1 },
  { method: 'GET', template: '/api/export/backup', shape: 'none', weight: 1 },
  { method: 'POST', template: '/api/import', shape: 'form', weight: 1 },
  { method: 'POST', template: '/api/import/preview', shape: 'form', weight: 1 },
  { method: 'GET', template: '/api/import/:id', shape: 'none', weight: 1 },
  { method: 'DELETE', template: '/api/import/:id', shape: 'none', weight: 1 },
  { method: 'POST', template: '/api/export/jobs', shape: 'json', weight: 1 },
  { method: 'GET', template: '/api/export/jobs/:id', shape: 'none', weight: 1 },
  { method: 'DELETE', template: '/api/export/jobs/:id', shape: 'none', weight: 1 },
  { method: 'GET', template: '/api/export/jobs/:id/file', shape: 'none', weight: 1 },
  ...['/api/export/csv', '/api/export/anki', '/api/export/apkg'].map(
    (template): RouteShape => ({
      method: 'POST',
      template,
      shape: 'json',
      weight: 1,
      json: (t) => ({ uuids: fc.array(fc.constantFrom(...t.uuids, 'not-a-uuid', ''), { maxLength: 5 }) }),
    }),
  ),
  {
    method: 'POST',
    template: '/api/review/answer',
    shape: 'json',
    weight: 4,
    json: (t) => ({
      answerId: fc.uuid(),
      uuid: fc.constantFrom(...t.uuids),
      grade: fc.constantFrom(0, 1, 2, 3, 4, 5),
      answeredAt: fc.constantFrom(Date.now(), Date.now() + 86_400_000, 0),
      durationMs: fc.constantFrom(0, 1500, -1, 4_000_000),
      source: fc.constantFrom('web-test', 'popup', 'other'),
    }),
  },
  {
    method: 'POST',
    template: '/api/offline/changes',
    shape: 'json',
    weight: 3,
    json: (t) => ({
      changes: fc.oneof(
        fc.array(
          fc.oneof(
            fc.record({
              kind: fc.constant('score'),
              uuid: fc.constantFrom(...t.uuids),
              score: fc.constantFrom(0, 1, 2, 3, 4, '2'),
            }),
            fc.record({
              kind: fc.constant('review'),
              answer: fc.record({
                answerId: fc.oneof(fc.uuid(), fc.constant('again')),
                uuid: fc.constantFrom(...t.uuids),
                grade: fc.constantFrom(0, 1, 3, 5),
                answeredAt: fc.constantFrom(Date.now(), 0),
                durationMs: fc.constantFrom(0, 1500, -1),
                source: fc.constantFrom('web-test', 'other'),
              }),
            }),
            fc.record({ kind: fc.constantFrom('delete', 'add', ''), uuid: fc.constantFrom(...t.uuids) }),
          ),
          { maxLength: 6 },
        ),
        fc.constantFrom(null, 'score', {}, []),
      ),
    }),
  },
  {
    method: 'POST',
    template: '/api/review/hold',
    shape: 'json',
    weight: 2,
    json: (t) => ({
      uuid: fc.constantFrom(...t.uuids, 'not-a-uuid', ''),
      action: fc.constantFrom('suspend', 'resume', 'bury', 'unbury', 'unleech', 'freeze', ''),
    }),
  },
  {
    method: 'POST',
    template: '/api/review/undo',
    shape: 'json',
    weight: 1,
    json: () => ({ answerId: fc.uuid() }),
  },
  {
    method: 'POST',
    template: '/api/translation',
    shape: 'json',
    weight: 1,
    json: () => ({
      sourceLanguage: languages,
      targetLanguage: languages,
      text: fc.string({ maxLength: 40 }),
    }),
  },
  { method: 'GET', template: '/api/word-to-sentence/:word', shape: 'none', weight: 1 },
  { method: 'GET', template: '/api/lookup/definition/:language/:word', shape: 'none', weight: 1 },
  {
    method: 'POST',
    template: '/api/lookup/speech',
    shape: 'json',
    weight: 1,
    json: () => ({
      text: fc.string({ maxLength: 40 }),
      language: languages,
      voice: fc.string({ maxLength: 20 }),
    }),
  },
  {
    method: 'POST',
    template: '/api/test/clock',
    shape: 'json',
    weight: 1,
    json: () => ({ advanceMs: fc.nat() }),
  },
  { method: 'GET', template: '/:page', shape: 'none', weight: 1 },
];

/** A route's shape whatever its parameters are called: '/a/:id' and '/a/:uuid' are one route, '/*' is '/:page'. */
const routeKey = (method: string, path: string) =>
  `${method} ${path.replace(/:\w+/g, ':').replace(/\*$/, ':')}`;

/** The routes the app serves that no fuzz route aims at, as "METHOD /path". */
export function unfuzzedRoutes(served: { method: string; path: string }[], fuzzed: RouteShape[]): string[] {
  const known = new Set(fuzzed.map((route) => routeKey(route.method, route.template)));
  return served
    .filter((route) => !known.has(routeKey(route.method, route.path)))
    .map((route) => `${route.method} ${route.path}`);
}
