// A stand-in for the Wordhoard API behind the global fetch, speaking the calls of shared/api.ts with
// the real server's answers: a token for the right password, 401 for an unknown token, 409 for a
// word the learner has, 503 from translation when no translator serves the pair. Tests switch it
// off (`down`: every call fails as an unreachable server does) and read what reached it.
import { decodeJwt, SignJWT } from 'jose';
import { vi } from 'vitest';
import type { Preferences, ReviewAnswerBody, TokenUser, Word, WordHoldBody } from '../../shared/api';
import { SOURCE_TITLE_MAX, SOURCE_URL_MAX, WORD_MESSAGES } from '../../shared/words/rules';

export const ADA: TokenUser = {
  id: 7,
  uuid: 'user-ada',
  subscriptionId: '',
  role: 1,
  deletingWords: 60,
  name: 'Ada',
  email: 'ada@example.org',
  date: '2025-01-01T00:00:00.000Z',
};

export const PASSWORD = 'correct horse';

const SECRET = new TextEncoder().encode('tests only');

/** A token as the API signs it; `issuedAt` in seconds, `lifetime` 7 days unless told. */
export function tokenFor(
  user: TokenUser = ADA,
  issuedAt = Math.floor(Date.now() / 1000),
  lifetime = 604_800,
) {
  return new SignJWT({ user, ver: 1 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.uuid)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetime)
    .sign(SECRET);
}

/** What the fake server answers for any picture: the start of a PNG file. */
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const PREFERENCES: Preferences = {
  speechLanguage: 'en-US',
  speechVoice: 'en-US-Female',
  sourceLanguage: 'en',
  targetLanguage: 'es',
  highQuality: false,
  rateSpeech: 1,
};

export function wordFrom(fields: Partial<Word> & { word: string }): Word {
  return {
    uuid: crypto.randomUUID(),
    wordTranslation: '',
    sentence: '',
    sentenceTranslation: '',
    language: 'en-US',
    voice: 'en-US-Female',
    highQuality: false,
    picture: '',
    speechWord: 'audio-word',
    speechSentence: '',
    category: 'No',
    score: 1,
    date: new Date().toISOString(),
    sourceUrl: '',
    sourceTitle: '',
    ...fields,
  };
}

export interface FakeApi {
  words: Word[];
  /** Tokens the server accepts. */
  tokens: Set<string>;
  down: boolean;
  /** 'ok' translates as '[es] text'; 503 answers as a server with no translator for the pair. */
  translation: 'ok' | 503;
  /** Each translation asked for (POST /translation), with the languages named. */
  translations: { sourceLanguage: string; targetLanguage: string; text: string }[];
  /** Words the server refuses with 422 and this message. */
  refused: Map<string, string>;
  /** The learner's preferences as the server has them now. */
  preferences: Preferences;
  /** Paths that answer 500, as a server with a failing part does. */
  failing: Set<string>;
  /** Each word's version (updatedAt), which an update may name in If-Match. */
  versions: Map<string, number>;
  /** Each call as it reached the server, with the learner (token subject) it was made for. */
  requests: { method: string; path: string; learner?: string }[];
  /** Answers the server counted (one per answer id), and today's queue it gives. */
  reviews: ReviewAnswerBody[];
  reviewQueue: { due: string[]; new: string[]; waiting?: { uuid: string; due: number }[] };
  /** Bury and Suspend as the server took them (POST /review/hold). */
  holds: WordHoldBody[];
  /** The next answer is stored but its reply is lost on the way, as on a connection that drops. */
  loseNextReply: boolean;
  /** Sentences added to a word after it was saved (POST /encounters/:uuid), by the word's uuid. */
  encounters: Map<string, Record<string, string>[]>;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const failure = (status: number, code: string, message: string) => json({ code, message }, status);

/** The subject (the user's uuid) of the bearer token a call carries, if it carries a readable one. */
function learnerOf(init: RequestInit): string | undefined {
  const bearer = new Headers(init.headers).get('authorization')?.replace('Bearer ', '');
  try {
    return bearer ? decodeJwt(bearer).sub : undefined;
  } catch {
    return undefined;
  }
}

/** A JSON body as sent: the client sends text as its UTF-8 bytes. */
const bodyText = (init: RequestInit): string =>
  typeof init.body === 'string' ? init.body : new TextDecoder().decode(init.body as Uint8Array);

/** Replaces fetch for the rest of the test (vitest restores globals between tests when told). */
export function startFakeApi(): FakeApi {
  const api: FakeApi = {
    words: [],
    tokens: new Set(),
    down: false,
    translation: 'ok',
    translations: [],
    refused: new Map(),
    preferences: { ...PREFERENCES },
    failing: new Set(),
    versions: new Map(),
    requests: [],
    reviews: [],
    reviewQueue: { due: [], new: [] },
    holds: [],
    loseNextReply: false,
    encounters: new Map(),
  };
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = new URL(input).pathname.replace(/^\/api/, '');
    api.requests.push({ method, path, learner: learnerOf(init) });
    if (api.down) throw new TypeError('Failed to fetch');
    if (path === '/users/login') {
      const { password } = JSON.parse(bodyText(init)) as { password: string };
      if (password !== PASSWORD) return failure(401, 'wrong_credentials', 'Wrong e-mail or password.');
      const token = await tokenFor();
      api.tokens.add(token);
      return new Response(token);
    }
    const bearer = new Headers(init.headers).get('authorization')?.replace('Bearer ', '') ?? '';
    if (!api.tokens.has(bearer))
      return failure(401, 'unauthorized', 'Your session has expired. Please log in again.');
    if (path === '/users/logout' && method === 'POST') {
      api.tokens.delete(bearer);
      return json({ message: 'You are signed out.' });
    }
    if (path === '/review/answer' && method === 'POST') return reviewAnswer(api, init);
    if (path === '/review/hold' && method === 'POST') {
      const hold = JSON.parse(bodyText(init)) as WordHoldBody;
      if (!api.words.some((known) => known.uuid === hold.uuid))
        return failure(404, 'word_not_found', 'This word does not exist (it may have been deleted).');
      api.holds.push(hold);
      return json({ uuid: hold.uuid, suspended: hold.action === 'suspend', buriedUntil: null, leech: false });
    }
    return answer(api, method, path, init);
  });
  return api;
}

/** As the server does: an answer id counts once, an answer over 30 days old is refused. */
function reviewAnswer(api: FakeApi, init: RequestInit): Response {
  const body = JSON.parse(bodyText(init)) as ReviewAnswerBody;
  const word = api.words.find((known) => known.uuid === body.uuid);
  if (!word) return failure(404, 'word_not_found', 'This word does not exist (it may have been deleted).');
  if (body.answeredAt < Date.now() - 30 * 86_400_000)
    return failure(400, 'invalid_answer_time', 'This answer is too old to be recorded.');
  if (!api.reviews.some((counted) => counted.answerId === body.answerId)) {
    api.reviews.push(body);
    word.score = Math.min(body.grade, 3) as Word['score'];
  }
  if (api.loseNextReply) {
    api.loseNextReply = false;
    throw new TypeError('Failed to fetch');
  }
  return json({ answerId: body.answerId, uuid: body.uuid, score: word.score, due: Date.now() + 86_400_000 });
}

async function answer(api: FakeApi, method: string, path: string, init: RequestInit): Promise<Response> {
  if (api.failing.has(path)) return failure(500, 'internal', 'Something went wrong.');
  if (path === '/words/get/words') return json(api.words);
  if (path === '/preferences') return json(api.preferences);
  if (path === '/review/queue')
    return json({ day: '2026-11-20', nextDayStart: 0, reviewedToday: 0, newToday: 0, ...api.reviewQueue });
  if (path === '/translation') {
    const asked = JSON.parse(bodyText(init)) as FakeApi['translations'][number];
    api.translations.push(asked);
    if (api.translation === 503) return failure(503, 'translation_unavailable', 'No translator for en → es.');
    const { text } = asked;
    return new Response(`[es] ${text}`);
  }
  if (path === '/words/add' && method === 'POST') {
    const form = init.body as FormData;
    const fields = Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)]));
    const text = fields.word ?? '';
    const refusal = api.refused.get(text);
    if (refusal) return failure(422, 'invalid', refusal);
    // The server's own limit on the source address (api/src/modules/words/form.ts).
    if ((fields.sourceUrl ?? '').length > SOURCE_URL_MAX) {
      return failure(422, 'invalid_source_url', 'The source address must be an http or https URL.');
    }
    fields.sourceTitle = (fields.sourceTitle ?? '').slice(0, SOURCE_TITLE_MAX);
    if (api.words.some((known) => known.word.toLowerCase() === text.toLowerCase())) {
      return failure(409, 'word_exists', WORD_MESSAGES.wordExists);
    }
    const word = wordFrom({ ...fields, word: text, highQuality: fields.highQuality === 'true' });
    api.words.unshift(word);
    api.versions.set(word.uuid, api.versions.size + 1);
    return json({ ...word, updatedAt: api.versions.get(word.uuid), message: `"${text}" added!` }, 201);
  }
  const update = /^\/words\/update\/([^/]+)$/.exec(path);
  if (update && method === 'PUT') {
    const word = api.words.find((known) => known.uuid === update[1]);
    if (!word) return failure(404, 'word_not_found', 'This word does not exist.');
    const ifMatch = new Headers(init.headers).get('if-match');
    if (ifMatch && ifMatch !== `"${api.versions.get(word.uuid)}"`) {
      return failure(409, 'word_changed', 'This word was changed elsewhere.');
    }
    const form = init.body as FormData;
    for (const [key, value] of form.entries()) {
      if (key in word)
        Object.assign(word, { [key]: key === 'highQuality' ? value === 'true' : String(value) });
    }
    api.versions.set(word.uuid, (api.versions.get(word.uuid) ?? 0) + 100);
    return json({ ...word, updatedAt: api.versions.get(word.uuid) });
  }
  const met = /^\/encounters\/([^/]+)$/.exec(path);
  if (met && method === 'POST') {
    if (!api.words.some((known) => known.uuid === met[1]))
      return failure(404, 'word_not_found', 'This word does not exist.');
    const kept = [...(api.encounters.get(met[1] ?? '') ?? []), JSON.parse(bodyText(init))];
    api.encounters.set(met[1] ?? '', kept);
    return json({ encounter: kept.at(-1), encounters: kept, message: 'Sentence added to the word.' }, 201);
  }
  const score = /^\/words\/update\/score\/([^/]+)\/(\d)$/.exec(path);
  if (score && method === 'PATCH') {
    const word = api.words.find((known) => known.uuid === score[1]);
    if (!word) return failure(404, 'word_not_found', 'This word does not exist.');
    word.score = Number(score[2]) as Word['score'];
    return json(word.score);
  }
  if (path.startsWith('/words/get/audio/')) return new Response(new Uint8Array([0x49, 0x44, 0x33]));
  if (path.startsWith('/words/get/image/')) return new Response(PNG_BYTES);
  return failure(404, 'not_found', 'No such API path.');
}
