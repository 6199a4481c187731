// The database: users, their sessions and pending states, words, preferences, media, subscriptions,
// payment events, rate-limit counters, job locks, maintenance done and the keys of adds made once. Times are epoch milliseconds.

import { sql } from 'drizzle-orm';
import {
  blob,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';

export const users = sqliteTable('users', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  uuid: text('uuid').notNull().unique(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  registeredAt: integer('registered_at').notNull(),
  /** Raised on password change so older tokens stop working. */
  tokenVersion: integer('token_version').notNull().default(0),
  /** Raised on every change to the user's words: the list's ETag and cache key. */
  wordsVersion: integer('words_version').notNull().default(0),
});

/**
 * A signed-in device (docs/decisions/0012-sessions.md). Its id travels in the token as `sid`;
 * deleting the row ends the session. Only the device's name is kept, never its User-Agent.
 */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    device: text('device').notNull(),
    createdAt: integer('created_at').notNull(),
    /** Written at most every few minutes (SESSION_TOUCH_INTERVAL_MS). */
    lastUsedAt: integer('last_used_at').notNull(),
    /** When the password was last entered: the session ends SESSION_MAX_MS after it. */
    passwordAt: integer('password_at').notNull(),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** A registration waiting for its first login with the mailed password (5 minutes). */
export const pendingRegistrations = sqliteTable('pending_registrations', {
  email: text('email').primaryKey(),
  passwordHash: text('password_hash').notNull(),
  mailedAt: integer('mailed_at').notNull(),
  expiresAt: integer('expires_at').notNull(),
});

/** Step one of a password reset: a mailed temporary password (5 minutes). */
export const passwordResets = sqliteTable('password_resets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  temporaryHash: text('temporary_hash').notNull(),
  expiresAt: integer('expires_at').notNull(),
});

export const preferences = sqliteTable('preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  speechLanguage: text('speech_language').notNull(),
  speechVoice: text('speech_voice').notNull(),
  sourceLanguage: text('source_language').notNull(),
  targetLanguage: text('target_language').notNull(),
  highQuality: integer('high_quality', { mode: 'boolean' }).notNull().default(false),
  rateSpeech: real('rate_speech').notNull().default(1),
});

export const words = sqliteTable(
  'words',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    uuid: text('uuid').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    /** The trimmed, lower-cased word: the database itself refuses duplicates. */
    wordKey: text('word_key').notNull(),
    wordTranslation: text('word_translation').notNull().default(''),
    sentence: text('sentence').notNull().default(''),
    sentenceTranslation: text('sentence_translation').notNull().default(''),
    language: text('language').notNull(),
    voice: text('voice').notNull(),
    highQuality: integer('high_quality', { mode: 'boolean' }).notNull().default(false),
    picture: text('picture').notNull().default(''),
    speechWord: text('speech_word').notNull().default(''),
    speechSentence: text('speech_sentence').notNull().default(''),
    category: text('category').notNull().default('No'),
    score: integer('score').notNull().default(1),
    date: text('date').notNull(),
    sourceUrl: text('source_url').notNull().default(''),
    sourceTitle: text('source_title').notNull().default(''),
    updatedAt: integer('updated_at').notNull(),
    /** How many further encounters the word keeps (table encounters), kept in step with them. */
    encounterCount: integer('encounter_count').notNull().default(0),
    /** Which translator answered the word's translation: 'device', 'server', or '' (typed, none). */
    translatedBy: text('translated_by').notNull().default(''),
    /** The form the word was met in on a page when it is not the word itself ("anchors"), else ''. */
    formMet: text('form_met').notNull().default(''),
    /**
     * Set by the database's triggers (migration 0015) on every insert and update of the row to the
     * learner's words_version + 1: the list cache (words/list.ts) fetches only rows above the version
     * it was built at. Never written by the app; 0 for rows untouched since the column came.
     */
    listSeq: integer('list_seq').notNull().default(0),
  },
  (t) => [
    uniqueIndex('words_user_word_key').on(t.userId, t.wordKey),
    index('words_user_date').on(t.userId, t.date),
    // The progress page's category filter lists a learner's categories from the index alone.
    index('words_user_category').on(t.userId, t.category),
    // The list's changed rows (list_seq above a version) without reading the others.
    index('words_user_list_seq').on(t.userId, t.listSeq),
    // Today's queue reads a learner's new words in the order they were saved, uuid included, from
    // this index alone and stops at the day's limit; by (user, list_seq) it read every word of the
    // learner and sorted them (decision 0046).
    index('words_user_id_uuid').on(t.userId, t.id, t.uuid),
  ],
);

/**
 * The adds sent with an Idempotency-Key (shared/words/add-once.ts): a repeat of the key answers the
 * kept answer. Kept IDEMPOTENCY_KEY_KEEP_DAYS; not tied to the word, so a word deleted since still
 * answers its add as done rather than adding it again.
 */
export const wordAddKeys = sqliteTable(
  'word_add_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The added word's key (trimmed, lower-cased): the same key for another word is refused. */
    wordKey: text('word_key').notNull(),
    /** The add's answer as JSON (SavedWordAnswer without its message). */
    answer: text('answer').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('word_add_keys_user_created').on(t.userId, t.createdAt),
  ],
);

/**
 * A further sentence in which the learner met a saved word (docs/decisions/0029-encounters.md),
 * beside the word's main sentence. Up to ENCOUNTERS_MAX a word, the oldest dropped first.
 */
export const encounters = sqliteTable(
  'encounters',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    uuid: text('uuid').notNull().unique(),
    wordId: integer('word_id')
      .notNull()
      .references(() => words.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentence: text('sentence').notNull(),
    sentenceTranslation: text('sentence_translation').notNull().default(''),
    /** The sentence spoken in the word's language and voice: a media id, '' until made. */
    speechSentence: text('speech_sentence').notNull().default(''),
    sourceUrl: text('source_url').notNull().default(''),
    sourceTitle: text('source_title').notNull().default(''),
    /** Epoch ms of the meeting (when it was kept). */
    metAt: integer('met_at').notNull(),
  },
  (t) => [
    index('encounters_word').on(t.wordId, t.metAt),
    index('encounters_user_speech').on(t.userId, t.speechSentence),
  ],
);

/** Stored pictures and audio; ids are content hashes, kept while a word refers to them. */
export const media = sqliteTable(
  'media',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    kind: text('kind', { enum: ['image', 'audio'] }).notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('media_user_id').on(t.userId, t.id)],
);

export const subscriptions = sqliteTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** created → active ⇄ suspended → cancelled | expired (docs/decisions/0013-payment-states.md) */
    status: text('status').notNull(),
    /**
     * When the provider made the status change last applied (its event's time, or ours for step 2
     * and our own cancel): an older event that arrives late cannot undo a newer one.
     */
    statusAt: integer('status_at'),
    orderId: text('order_id'),
    /** Paid access lasts until this moment; null before the first activation. */
    paidThrough: integer('paid_through'),
    /** paidThrough at activation (when billing starts): what a refund of every charge leaves. */
    billingStart: integer('billing_start'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    index('subscriptions_user').on(t.userId),
    // One active subscription per learner, whichever path activates it (step 2, a webhook).
    uniqueIndex('subscriptions_one_active').on(t.userId).where(sql`${t.status} = 'active'`),
  ],
);

/** Provider webhook events already applied, so a replay changes nothing. */
export const paymentEvents = sqliteTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  subscriptionId: text('subscription_id'),
  receivedAt: integer('received_at').notNull(),
});

/**
 * The provider's charges (PayPal's sales): when each was paid (it pays a month from then), and
 * whether it was refunded or reversed. A refund that arrives before its sale is kept too (paidAt
 * null), so the sale then pays nothing.
 */
export const paymentSales = sqliteTable('payment_sales', {
  id: text('id').primaryKey(),
  subscriptionId: text('subscription_id').notNull(),
  paidAt: integer('paid_at'),
  refunded: integer('refunded', { mode: 'boolean' }).notNull().default(false),
  receivedAt: integer('received_at').notNull(),
});

/** Fixed-window counters shared by every API instance. */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: integer('window_start').notNull(),
});

/** Lets one instance at a time run a periodic job: a lease (api/src/jobs/lease.ts). */
export const jobLocks = sqliteTable('job_locks', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: integer('expires_at').notNull(),
});

/**
 * One-off maintenance that has run to completion on this database (tally-backfill.ts): a row means
 * "done, skip it at start-up"; deleting the row makes the next start run the work again.
 */
export const maintenanceDone = sqliteTable('maintenance_done', {
  name: text('name').primaryKey(),
  doneAt: integer('done_at').notNull(),
});

/**
 * Heavy work done off the request loop (docs/decisions/0040-jobs-and-several-processes.md): any
 * process may take a queued job, or one whose owner's lease ran out, with one UPDATE … RETURNING;
 * a job's effects are committed in the same transaction that marks it done by its owner, so a job
 * whose process died is done again from the start and counted once.
 */
export const jobs = sqliteTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    /** 'import' (later: exports, the optimizer's fit). */
    kind: text('kind').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The job's settings as JSON (an import's options). */
    payload: text('payload').notNull(),
    /** The uploaded bytes while the job may still need them; cleared when it ends. */
    input: blob('input', { mode: 'buffer' }),
    /** queued · running · done · failed · cancelled */
    status: text('status').notNull(),
    stage: text('stage').notNull().default(''),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    /** JSON of the outcome (an import's report) once done. */
    result: text('result'),
    /** The learner's message once failed or cancelled. */
    error: text('error'),
    /** The process working on it (its instance id) while running. */
    owner: text('owner'),
    heartbeatAt: integer('heartbeat_at'),
    leaseExpiresAt: integer('lease_expires_at'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: integer('created_at').notNull(),
    finishedAt: integer('finished_at'),
  },
  (table) => [
    index('jobs_status_idx').on(table.status, table.leaseExpiresAt),
    index('jobs_user_idx').on(table.userId, table.kind),
  ],
);

/** The learner's study day and limits (shared/review/study-preferences.ts); absent: the defaults. */
export const studyPreferences = sqliteTable('study_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull(),
  dayStartHour: integer('day_start_hour').notNull(),
  newPerDay: integer('new_per_day').notNull(),
  reviewsPerDay: integer('reviews_per_day').notNull(),
  desiredRetention: real('desired_retention').notNull(),
  /** The learning steps of a new word and the relearning steps of a forgotten one, minutes, as JSON
   *  arrays (docs/decisions/0046-steps-suspend-leeches.md); the defaults are one 10-minute step. */
  learningSteps: text('learning_steps').notNull().default('[10]'),
  relearningSteps: text('relearning_steps').notNull().default('[10]'),
  /** Lapses after which a word is a leech (Anki's 8). */
  leechLapses: integer('leech_lapses').notNull().default(8),
});

/**
 * The learner's own FSRS parameters, fitted on their history by the optimizer
 * (docs/decisions/0024-fsrs-optimizer.md). `weights` is null until a fit beats the current ones;
 * the last check is kept apart, so a fit that changed nothing is not retried on every answer.
 */
export const fsrsParameters = sqliteTable('fsrs_parameters', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The 21 FSRS-6 weights as a JSON array; null while the defaults serve. */
  weights: text('weights'),
  fittedAt: integer('fitted_at'),
  fittedOnReviews: integer('fitted_on_reviews'),
  /** Log loss of the parameters before and after, on the history they were fitted on. */
  logLossBefore: real('log_loss_before'),
  logLossAfter: real('log_loss_after'),
  checkedAt: integer('checked_at').notNull(),
  checkedOnReviews: integer('checked_on_reviews').notNull(),
  /**
   * How far (in logit) the retention asked of FSRS sits above the desired one, so that the recall
   * of the learner's answers holds it (shared/review/retention-calibration.ts); 0 until a check
   * finds their recall below it.
   */
  retentionOffset: real('retention_offset').notNull().default(0),
});

/**
 * A word's FSRS state (docs/decisions/0020-spaced-repetition.md). A word without a row is new:
 * existing words start as new without a migration of their rows.
 */
export const wordSchedules = sqliteTable(
  'word_schedules',
  {
    wordId: integer('word_id')
      .primaryKey()
      .references(() => words.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    due: integer('due').notNull(),
    stability: real('stability').notNull(),
    difficulty: real('difficulty').notNull(),
    /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
    state: integer('state').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    lastReview: integer('last_review'),
  },
  (t) => [
    index('word_schedules_user_due').on(t.userId, t.due),
    // Today's queue reads the words in their steps apart from the others (decision 0046).
    index('word_schedules_user_state_due').on(t.userId, t.state, t.due),
    // The progress page's card counts and distributions read these columns alone (decision 0055).
    index('word_schedules_user_figures').on(t.userId, t.scheduledDays, t.stability, t.difficulty, t.state),
  ],
);

/**
 * What the learner decided about a word's studying, apart from its FSRS state (an undo restores
 * that state and leaves these): suspended (out of every queue until resumed), buried until a
 * learner day starts, tagged a leech after too many lapses. A word without a row has none of them.
 */
export const wordHolds = sqliteTable(
  'word_holds',
  {
    wordId: integer('word_id')
      .primaryKey()
      .references(() => words.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    suspendedAt: integer('suspended_at'),
    /** Epoch ms: the start of the learner day after the one it was buried on. */
    buriedUntil: integer('buried_until'),
    leechAt: integer('leech_at'),
  },
  (t) => [index('word_holds_user').on(t.userId)],
);

/**
 * Every answer, appended: the grade, when and where it was given, and the word's state before it,
 * so an undo restores that state and the progress page and an optimizer read the whole history.
 * An undone answer stays, marked. The word may be deleted later: its answers stay in the days.
 */
export const reviews = sqliteTable(
  'reviews',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client's id of the answer: a retried request is recognised, never counted twice. */
    answerId: text('answer_id').notNull(),
    wordId: integer('word_id').references(() => words.id, { onDelete: 'set null' }),
    wordUuid: text('word_uuid').notNull(),
    reviewedAt: integer('reviewed_at').notNull(),
    /** The learner's day (YYYY-MM-DD) of the answer, in their zone and day start at that time. */
    day: text('day').notNull(),
    grade: integer('grade').notNull(),
    durationMs: integer('duration_ms').notNull(),
    source: text('source').notNull(),
    /** Time since the word's previous review; null for a new word's first answer. */
    elapsedMs: integer('elapsed_ms'),
    scoreBefore: integer('score_before').notNull(),
    /** The word_schedules row before the answer as JSON; null when the word was new. */
    scheduleBefore: text('schedule_before'),
    /** The word's category when answered: an undo takes the answer back from the same tally, even
     *  once the word is deleted (review_tallies). */
    category: text('category').notNull().default('No'),
    undoneAt: integer('undone_at'),
  },
  (t) => [
    uniqueIndex('reviews_user_answer').on(t.userId, t.answerId),
    index('reviews_user_day').on(t.userId, t.day),
    index('reviews_word').on(t.wordId),
  ],
);

/**
 * The history summed per learner day, kept in the same transaction as each answer and undo: the
 * progress page and the day's limits read a few hundred rows, not half a million reviews.
 */
export const reviewDays = sqliteTable(
  'review_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    reviews: integer('reviews').notNull(),
    /** First answers of new words. */
    newWords: integer('new_words').notNull(),
    /** Answers a day or more after the word's previous one, and those of them not Again. */
    matureReviews: integer('mature_reviews').notNull(),
    maturePassed: integer('mature_passed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * The history summed per learner day, word category (when answered), card state before the answer
 * (shared/review/card-states.ts) and grade, kept in the same transaction as each answer and undo:
 * the progress page's period and category figures read a few thousand rows for a year, not half a
 * million reviews (docs/decisions/0055-progress-depth.md). The hour of the learner's clock is
 * review_hours's: the two apart hold about a quarter of the rows of one keyed by both.
 */
export const reviewTallies = sqliteTable(
  'review_tallies',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    category: text('category').notNull(),
    cardState: text('card_state').notNull(),
    grade: integer('grade').notNull(),
    answers: integer('answers').notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** Answers a learner day or more after the word's previous one (true retention counts these). */
    counted: integer('counted').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.category, t.cardState, t.grade] })],
);

/** The same history per learner day, word category and hour of the learner's clock: the answers,
 *  and those of them not Again (the progress page's hours). */
export const reviewHours = sqliteTable(
  'review_hours',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    category: text('category').notNull(),
    hour: integer('hour').notNull(),
    answers: integer('answers').notNull(),
    passed: integer('passed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.category, t.hour] })],
);
