// The one contract between the clients and the server: every path of SPEC §7 and
// ARCHITECTURE §1, with the shapes that travel on them. Paths are relative to API_BASE.
import type { TokenUser } from './accounts/types';
import type { ExportFormat } from './export/texts';
import type { TableOptions } from './import/mapping';
import type { ImportFormat, OnExisting } from './import/texts';
import type { CardState } from './review/card-states';
import type { NextIntervals } from './review/intervals';
import type { ProgressPeriod } from './review/progress-periods';
import type { StudyPreferences } from './review/study-preferences';
import { object, type Shape, string } from './shape';
import type { Preferences, Word } from './words/types';

export const API_BASE = '/api';

export const paths = {
  health: '/health',
  register: '/users/register',
  login: '/users/login',
  resetStepOne: '/users/passwordReset/stepOne',
  resetStepTwo: '/users/passwordReset/stepTwo',
  users: '/users',
  replaceToken: '/users/replace-token',
  pendingUser: '/users/pending',
  /** Not in SPEC §7: ends the calling session on the server (docs/decisions/0012-sessions.md). */
  logout: '/users/logout',
  /** Not in SPEC §7: the learner's active sessions; DELETE on one of them ends it. */
  sessions: '/users/sessions',
  session: (id: string) => `/users/sessions/${id}`,
  /** Not in SPEC §7: words and media bytes against the quotas (shared/accounts/quotas.ts). */
  usage: '/users/usage',
  preferences: '/preferences',
  words: '/words/get/words',
  image: (userId: number | string, id: string) => `/words/get/image/${userId}/${id}`,
  audio: (userId: number | string, id: string) => `/words/get/audio/${userId}/${id}`,
  /** Beside SPEC §7: an optional Idempotency-Key header makes a repeat answer the first add (shared/words/add-once.ts). */
  addWord: '/words/add',
  updateWord: (uuid: string) => `/words/update/${uuid}`,
  updateScore: (uuid: string, score: number) => `/words/update/score/${uuid}/${score}`,
  deleteWord: (uuid: string) => `/words/delete/${uuid}`,
  /**
   * Not in SPEC §7: a word's further sentences (docs/decisions/0029-encounters.md). GET lists them,
   * POST adds one (EncounterInput); DELETE on one removes it; POST on its `main` makes it the
   * word's main sentence.
   */
  encounters: (wordUuid: string) => `/encounters/${wordUuid}`,
  encounter: (wordUuid: string, uuid: string) => `/encounters/${wordUuid}/${uuid}`,
  mainEncounter: (wordUuid: string, uuid: string) => `/encounters/${wordUuid}/${uuid}/main`,
  translation: '/translation',
  /**
   * Not in SPEC §7: the lookup card (docs/decisions/0045-lookup.md). A word's definitions in the
   * server's dictionary (DefinitionAnswer), and any short text spoken by the server's voice (MP3).
   */
  lookupDefinition: (language: string, word: string) =>
    `/lookup/definition/${encodeURIComponent(language)}/${encodeURIComponent(word)}`,
  lookupSpeech: '/lookup/speech',
  wordToSentence: (word: string) => `/word-to-sentence/${encodeURIComponent(word)}`,
  createSubscription: '/create-subscription',
  activateSubscription: (id: string) => `/create-subscription/${id}`,
  cancelSubscription: '/cancel-subscription',
  /** Which payment provider the page shows (not in SPEC §7; the client id is public). */
  paymentSettings: '/payments/settings',
  paymentWebhook: '/payments/webhook',
  /**
   * Not in SPEC §7: reads the learner's subscriptions back from the provider before the payment
   * page shows Subscribe or Cancel (docs/decisions/0036-subscription-truth.md); answers 204.
   */
  paymentSync: '/payments/sync',
  openapi: '/openapi',
  /** Not in SPEC §7: spaced repetition (docs/decisions/0020-spaced-repetition.md). */
  studyPreferences: '/study/preferences',
  reviewQueue: '/review/queue',
  reviewAnswer: '/review/answer',
  reviewUndo: '/review/undo',
  reviewProgress: '/review/progress',
  /** Not in SPEC §7: suspend, resume, bury, unbury a word, or take its leech tag off (decision 0046). */
  reviewHold: '/review/hold',
  reviewHolds: '/review/holds',
  /** Not in SPEC §7: the desired retention that costs least, simulated (decision 0047). */
  retentionAdvice: '/study/retention-advice',
  /**
   * Not in SPEC §7: the learner's words to take away (docs/decisions/0025-export.md). GET exports
   * every word; POST with ExportBody exports the words named (the list as shown). Streamed.
   */
  exportCsv: '/export/csv',
  exportAnki: '/export/anki',
  /** Anki's package: notes, cards, review history, pictures and audio (docs/decisions/0027-anki-package.md). */
  exportApkg: '/export/apkg',
  /** GET only: every word, preference, review, picture and audio file as a zip. */
  exportBackup: '/export/backup',
  /**
   * Not in SPEC §7: an export made as a job in a worker thread (docs/decisions/0041-export-jobs.md).
   * POST ExportJobBody answers 202 with ExportJobAnswer; GET on the job polls it, DELETE cancels it,
   * and its file is downloaded once done.
   */
  exportJobs: '/export/jobs',
  exportJob: (id: string) => `/export/jobs/${id}`,
  exportJobFile: (id: string) => `/export/jobs/${id}/file`,
  /**
   * Not in SPEC §7: an import of a file of words (docs/decisions/0026-import.md). POST multipart
   * (`file`, `options` as ImportOptions JSON) answers 202 with ImportStarted; GET on the job answers
   * its ImportJobAnswer.
   */
  importStart: '/import',
  /** GET polls the job; DELETE cancels it while it waits or runs (nothing of it is stored). */
  importJob: (id: string) => `/import/${id}`,
  /**
   * POST multipart like importStart: reads the file and answers its ImportPreview (the decks and
   * the language guessed for each) without storing anything (docs/decisions/0034).
   */
  importPreview: '/import/preview',
  /**
   * Not in SPEC §7: score changes and review answers made offline, up to 100 in one call, applied
   * in order in one transaction (shared/offline/batch.ts, docs/decisions/0031-offline-study.md).
   */
  offlineChanges: '/offline/changes',
} as const;

/** The `options` field of POST /import. */
export interface ImportOptions {
  format: ImportFormat;
  onExisting: OnExisting;
  /** CSV and TSV only: which column feeds which field, and whether the first row is a header. */
  table?: TableOptions;
  /**
   * The language (a speech locale) of the words that do not name their own, by deck as the
   * preview names them ('' for the words of a file without decks, and for any deck not named).
   */
  languages?: Record<string, string>;
}

/** One deck of a file (or the whole file, deck ''), as the import's preview sees it. */
export interface ImportDeckPreview {
  deck: string;
  words: number;
  /** Of those, the words that name their own language in the file: they keep it. */
  named: number;
  /** The speech locale proposed for the others: guessed, else the learner's own. */
  language: string;
  /** What the guess came from; null when nothing said and the learner's language is proposed. */
  guessedFrom: 'deck' | 'words' | null;
}

export interface ImportPreview {
  decks: ImportDeckPreview[];
}

export interface ImportStarted {
  id: string;
}

export interface ImportSkip {
  /** 1-based row (or note, line) of the file. */
  line: number;
  word: string;
  reason: string;
}

export interface ImportReport {
  added: number;
  updated: number;
  skipped: ImportSkip[];
  /** Words imported with something left out (a picture no upload would take), and why. */
  notes?: ImportSkip[];
}

export interface ImportJobAnswer {
  id: string;
  state: 'reading' | 'storing' | 'done' | 'failed';
  /** Records checked so far, of `total` (0 while the file is being read). */
  done: number;
  total: number;
  /** When done. */
  report?: ImportReport;
  /** When failed: why, and that nothing was changed. */
  message?: string;
}

/** POST body of the CSV and Anki exports: the uuids of the words to export, in any order. */
export interface ExportBody {
  uuids: string[];
}

/** POST /export/jobs: the format, and the words named (the list as shown) or every word. */
export interface ExportJobBody {
  format: ExportFormat;
  uuids?: string[];
}

export interface ExportJobAnswer {
  id: string;
  format: ExportFormat;
  state: 'waiting' | 'running' | 'done' | 'failed' | 'cancelled';
  /** A stage of shared/export/job-texts.ts, with its counts (total 0 while not known). */
  stage: string;
  done: number;
  total: number;
  /** When done: the file's name and size, downloaded from paths.exportJobFile. */
  fileName?: string;
  bytes?: number;
  /** When failed or cancelled: why, and that nothing was changed. */
  message?: string;
}

/** Every non-2xx answer of the API. */
export interface ApiError {
  code: string;
  message: string;
}

/** Whether an error answer's body is the API's own {code, message}. */
export const isApiError: Shape<ApiError> = object({ code: string, message: string });

export interface HealthAnswer {
  status: 'ok' | 'degraded';
  database: 'ok' | 'unreachable';
  version: string;
}

export interface EmailBody {
  email: string;
}
/**
 * The register answer. `cancelToken` lets the browser that registered cancel that registration
 * (DELETE users/pending) without the mailed password: nobody else has it (docs/decisions/0003).
 */
export interface RegisterAnswer {
  message: string;
  cancelToken: string;
}
/** Cancelling a pending registration takes a proof: the register answer's token or the mailed password. */
export interface CancelPendingBody {
  email: string;
  cancelToken?: string;
  password?: string;
}
export interface LoginBody {
  email: string;
  password: string;
}
export interface ResetStepTwoBody {
  email: string;
  temporaryPassword: string;
}
export interface ProfileBody {
  name: string;
  password?: string;
  /** An addition to the spec's payload: required only with a new password. */
  currentPassword?: string;
}
/** DELETE /users: the account goes once its password is confirmed. */
export interface DeleteAccountBody {
  password: string;
}
export interface SessionInfo {
  id: string;
  /** Browser and system, e.g. "Firefox on Android". */
  device: string;
  /** Epoch ms. */
  createdAt: number;
  lastUsedAt: number;
  /** The session this request came from. */
  current: boolean;
}
export interface SessionsAnswer {
  sessions: SessionInfo[];
}
export interface UsageAnswer {
  words: number;
  wordsMax: number;
  mediaBytes: number;
  mediaBytesMax: number;
  /** UTF-8 bytes of the text of the learner's words and encounters. */
  textBytes: number;
  textBytesMax: number;
  addsPerMinute: number;
}
export interface TranslationBody {
  sourceLanguage: string;
  targetLanguage: string;
  text: string;
}
export interface CreateSubscriptionBody {
  userAction: 'SUBSCRIBE_NOW';
}
/** Step 1 answer: an id, or the provider's failure shape (SPEC §3). */
export interface CreateSubscriptionAnswer {
  id?: string;
  details?: { issue?: string; description?: string }[];
  message?: string;
  debug_id?: string;
}
export interface ActivateSubscriptionAnswer {
  subscriptionID: string;
  orderID: string;
}
export interface PaymentSettingsAnswer {
  provider: 'local' | 'paypal';
  /** How the provider is named to the learner. */
  providerName: string;
  /** PAYMENT_PROVIDER=local: subscriptions walk their states without money. */
  testMode: boolean;
  /** PayPal's public client id for its script; null in test mode. */
  clientId: string | null;
}
/**
 * A word as the list and the add and update calls answer it: with its version, which an edit sends
 * back as If-Match (docs/decisions/0005-concurrency.md).
 */
export type ListedWord = Word & { updatedAt: number };
/** The add and update answers; `speechNotice` says when the audio is missing or made by another voice. */
export type SavedWordAnswer = ListedWord & { speechNotice?: string; message?: string };

export interface DeleteWordAnswer {
  message: string;
}
/** The score the server stored, as a bare JSON number. */
export type ScoreAnswer = number;

export type { Preferences, TokenUser, Word };

/**
 * `GET /api/study/preferences`: the settings, and read-only, when the learner's own FSRS
 * parameters were fitted and on how many answers (both null while the defaults serve).
 */
export interface StudyPreferencesAnswer extends StudyPreferences {
  parametersFittedAt: number | null;
  /** Kept for older clients: it counts every answer (first meetings and same-day steps too). */
  fittedOnReviews: number | null;
  /** The same count under its honest name: the answers the parameters were fitted on (decision 0047). */
  fittedOnAnswers: number | null;
  /** Log loss of the parameters the fit replaced (the defaults at the first fit) and of the fitted ones. */
  logLossBefore: number | null;
  logLossAfter: number | null;
  /**
   * The retention the scheduler asks of FSRS: the desired one, raised when the learner's answers
   * a day apart were recalled less often than it (shared/review/retention-calibration.ts).
   */
  askedRetention: number;
}

/** One answer of a review: `answerId` is the client's, so a retried request counts once. */
export interface ReviewAnswerBody {
  answerId: string;
  uuid: string;
  /** 1 again, 2 hard, 3 good, 4 easy (shared/review/grades.ts). */
  grade: number;
  /** When the learner answered (epoch ms): answers given offline arrive later. */
  answeredAt: number;
  durationMs: number;
  source: string;
}

export interface ReviewAnswerResult {
  answerId: string;
  uuid: string;
  /** The word's score after the answer (SPEC §4's 1–3). */
  score: number;
  /** When the word is due next (epoch ms). */
  due: number;
  /** This answer's lapse made the word a leech: offer to suspend or rewrite it (decision 0046). */
  leech?: boolean;
  /** How many times the word was forgotten (FSRS's lapses), with `leech`. */
  lapses?: number;
}

export interface ReviewUndoBody {
  answerId: string;
}

/** What to study today, in order: the due words first, then new ones, within the daily limits. */
export interface ReviewQueue {
  /** The learner's day (YYYY-MM-DD) and when the next one starts (epoch ms). */
  day: string;
  nextDayStart: number;
  due: string[];
  new: string[];
  reviewedToday: number;
  newToday: number;
  /**
   * Words in their learning or relearning steps whose step is not due yet, soonest first: each
   * comes back into `due` when its time comes (shared/review/waiting-steps.ts, decision 0046).
   */
  waiting?: { uuid: string; due: number }[];
  /** The server's clock when it answered (epoch ms). */
  now?: number;
  /**
   * What each answer leads to, by word (the first words of the queue): the time until the word is
   * due again after Again, Hard, Good and Easy, in ms, from the scheduler's own next states.
   * Missing in a queue kept from before it was sent.
   */
  intervals?: Record<string, NextIntervals>;
}

/** `POST /api/review/hold`: what a learner does to a word's studying (decision 0046). */
export const WORD_HOLD_ACTIONS = ['suspend', 'resume', 'bury', 'unbury', 'unleech'] as const;
export type WordHoldAction = (typeof WORD_HOLD_ACTIONS)[number];

export interface WordHoldBody {
  uuid: string;
  action: WordHoldAction;
}

/** A word's holds after the change. */
export interface WordHold {
  uuid: string;
  suspended: boolean;
  /** Epoch ms the word comes back, while buried. */
  buriedUntil: number | null;
  leech: boolean;
}

/** `GET /api/review/holds`: the learner's words suspended, buried now, and tagged leeches. */
export interface WordHolds {
  suspended: string[];
  buried: string[];
  leeches: string[];
}

/** The progress page's figures, computed from the review history (undone answers left out). */
export interface ReviewProgress {
  today: string;
  /** The last 30 learner days, oldest first: answers given and new words first answered. */
  perDay: { day: string; reviews: number; newWords: number }[];
  /** Pass rate (any grade but Again) of reviews a day or more after the previous one. */
  trueRetention: {
    last30Days: { passed: number; total: number };
    allTime: { passed: number; total: number };
  };
  /** Words due on each of the next 30 learner days, today first (today includes the overdue). */
  forecast: { day: string; due: number }[];
  /** Answers per day over the last 365 days, days without any left out. */
  heatmap: { day: string; reviews: number }[];
  streak: number;
  daysStudied: number;
  /** The deeper figures over the chosen period and category (docs/decisions/0055-progress-depth.md). */
  details: ProgressDetails;
}

type ByCardState<T> = Record<CardState, T>;

export interface ProgressDetails {
  period: ProgressPeriod;
  /** The stored category filtered on; null for every word. */
  category: string | null;
  /** The period's first learner day; null for all time. */
  from: string | null;
  /** The learner's categories, for the filter. */
  categories: string[];
  /** Learner days with answers in the period, oldest first: answers by the word's card state
   *  before the answer, and the time spent answering. */
  days: { day: string; durationMs: number; answers: ByCardState<number> }[];
  /** Words added on each learner day of the period that had any. */
  added: { day: string; words: number }[];
  /** Words by card state now (new: never answered). */
  cardCounts: ByCardState<number> & { new: number };
  /** Words in review by interval, stability (days) and difficulty (1–10), in buckets. */
  intervals: { label: string; words: number }[];
  stability: { label: string; words: number }[];
  difficulty: { label: string; words: number }[];
  /** Answers per grade (Again, Hard, Good, Easy) by card state. */
  buttons: ByCardState<[number, number, number, number]>;
  /** Answers and those not Again in each hour of the learner's clock, 0 to 23. */
  hours: { hour: number; answers: number; passed: number }[];
  /** True retention over the period, young and mature apart (the card's state before the answer). */
  retention: { young: Tally; mature: Tally; all: Tally };
}

interface Tally {
  passed: number;
  total: number;
}
