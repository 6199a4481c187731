// Builds everything the app depends on from the checked configuration. The server and the
// tests both come through here, so tests run the same wiring as production.
import { type Clock, createClock } from './clock';
import type { Config } from './config';
import { openDatabase } from './db';
import { createJobRunner } from './jobs/runner';
import { createWorkerPool, type WorkerPool } from './jobs/worker-pool';
import type { Fitter } from './modules/review/binding-fitter';
import { createOptimizer } from './modules/review/optimizer';
import { createProgressCache } from './modules/review/progress-cache';
import { createWorkerFitter } from './modules/review/worker-fitter';
import { createPasswords, type Passwords } from './modules/users/passwords';
import { createTokens } from './modules/users/token';
import { createListCache } from './modules/words/list-cache';
import { createWordnetDictionary, type DictionaryProvider } from './providers/dictionary';
import { createMailer, type Mailer } from './providers/mail';
import { createMediaStore, type MediaStore } from './providers/media';
import { createPaymentProvider } from './providers/payment';
import { createSentenceProvider, type SentenceProvider } from './providers/sentences';
import { createSpeechProvider, type SpeechProvider } from './providers/speech';
import { createTranslationProvider, type TranslationProvider } from './providers/translation';
import { loadJwtSecret } from './secrets';

export interface DepsOverrides {
  clock?: Clock;
  mailer?: Mailer;
  speech?: SpeechProvider;
  media?: MediaStore;
  translation?: TranslationProvider;
  sentences?: SentenceProvider;
  dictionary?: DictionaryProvider;
  /** Fits a learner's FSRS parameters; the native optimizer where it loads. */
  fitParameters?: Fitter;
  /** The worker threads (a test's pool with a small time limit or queue). */
  workers?: WorkerPool;
  /** Password hashing at another cost (tests only: createPasswords' note). */
  passwords?: Passwords;
}

/** eSpeak, with the cloud voice TTS_PROVIDER names (config.ts has checked its settings). */
function speechFrom(config: Config): SpeechProvider {
  const { provider, workers, googleUrl, googleApiKey, azureUrl, azureKey } = config.tts;
  if (provider === 'google' && googleApiKey) {
    return createSpeechProvider({ provider, workers, google: { baseUrl: googleUrl, apiKey: googleApiKey } });
  }
  if (provider === 'azure' && azureUrl && azureKey) {
    return createSpeechProvider({ provider, workers, azure: { baseUrl: azureUrl, key: azureKey } });
  }
  return createSpeechProvider({ provider: 'espeak', workers });
}

function mediaFrom(config: Config): MediaStore {
  const { store, s3Bucket, s3Endpoint } = config.media;
  return store === 's3' && s3Bucket
    ? createMediaStore({ store: 's3', s3: { bucket: s3Bucket, endpoint: s3Endpoint } })
    : createMediaStore({ store: 'fs', folder: config.mediaDir });
}

export async function createDeps(config: Config, overrides: DepsOverrides = {}) {
  const { db, client, writeCounts } = await openDatabase(config.databaseUrl, config.databaseAuthToken);
  const clock = overrides.clock ?? createClock();
  const mailer =
    overrides.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir });
  const tokens = createTokens(loadJwtSecret(config.dataDir, config.jwtSecret), clock);
  const payment = createPaymentProvider({ ...config.payment, appUrl: config.appUrl, now: () => clock.now() });
  const speech = overrides.speech ?? speechFrom(config);
  const media = overrides.media ?? mediaFrom(config);
  const translation =
    overrides.translation ??
    createTranslationProvider({
      provider: config.translation.provider,
      baseUrl: config.translation.url,
      apiKey: config.translation.apiKey,
    });
  const sentences =
    overrides.sentences ??
    createSentenceProvider({
      provider: config.sentences.provider,
      baseUrl: config.sentences.url,
      apiKey: config.sentences.apiKey,
      model: config.sentences.model,
    });
  const workers = overrides.workers ?? createWorkerPool();
  const jobs = createJobRunner({ db, clock });
  // The fit runs in a worker thread; a test's own fitter (a function) runs where it is.
  const optimizer = createOptimizer({ db, clock }, overrides.fitParameters ?? createWorkerFitter(workers));
  return {
    config,
    db,
    client,
    writeCounts,
    clock,
    mailer,
    tokens,
    passwords: overrides.passwords ?? createPasswords(),
    payment,
    speech,
    media,
    translation,
    sentences,
    dictionary: overrides.dictionary ?? createWordnetDictionary(),
    listCache: createListCache(config.listCacheBytes),
    progressCache: createProgressCache(),
    optimizer,
    workers,
    jobs,
    async close() {
      await jobs.stop();
      await optimizer.idle();
      await workers.close();
      await speech.close();
      client.close();
    },
  };
}

export type AppDeps = Awaited<ReturnType<typeof createDeps>>;
