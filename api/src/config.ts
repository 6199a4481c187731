// Every environment variable is read and checked here, once, at start-up. A bad value
// stops the server with a message naming the variable (ARCHITECTURE §1).
import { join, resolve } from 'node:path';
import { normalizeEmail, validateEmail } from '../../shared/accounts/rules';
import { ConfigError } from './config-error';
import { type ProxyTrust, parseProxyTrust } from './plugins/client-address';
import { CHROME_EXTENSION_ID, unpackedChromeId } from './plugins/cors';
import { weakSecretProblem } from './secrets';

export { ConfigError };

type Env = Record<string, string | undefined>;

const text = (env: Env, name: string, fallback: string) => {
  const value = env[name]?.trim();
  return value ? value : fallback;
};

const optional = (env: Env, name: string) => env[name]?.trim() || undefined;

function oneOf<T extends string>(env: Env, name: string, choices: readonly T[], fallback: T): T {
  const value = text(env, name, fallback);
  if (!(choices as readonly string[]).includes(value)) {
    throw new ConfigError(name, `"${value}" is not one of ${choices.join(', ')}`);
  }
  return value as T;
}

function port(env: Env, name: string, fallback: number): number {
  const raw = text(env, name, String(fallback));
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value > 65535) throw new ConfigError(name, `"${raw}" is not a port number`);
  return value;
}

function url(env: Env, name: string, fallback?: string): string | undefined {
  const raw = env[name]?.trim() || fallback;
  if (raw === undefined) return undefined;
  try {
    return new URL(raw).toString().replace(/\/$/, '');
  } catch {
    throw new ConfigError(name, `"${raw}" is not a URL`);
  }
}

/** E-mail addresses checked by the rule registration uses, kept in the form accounts are stored in. */
function emails(env: Env, name: string): string[] {
  const list = (env[name] ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const e of list) {
    const problem = validateEmail(e);
    if (problem) throw new ConfigError(name, `"${e}" is not an e-mail (${problem.trim()})`);
  }
  return list.map(normalizeEmail);
}

/** The default bound of the words lists kept in memory, in MB (ARCHITECTURE's environment table). */
export const LIST_CACHE_MB_DEFAULT = 256;
const LIST_CACHE_MB_MAX = 1024 * 1024;

/** LIST_CACHE_MB: a whole number of megabytes, at least 1 (0 would rebuild every list every time). */
function listCacheBytes(env: Env): number {
  const raw = text(env, 'LIST_CACHE_MB', String(LIST_CACHE_MB_DEFAULT));
  const megabytes = Number(raw);
  if (!/^\d+$/.test(raw) || megabytes < 1 || megabytes > LIST_CACHE_MB_MAX) {
    throw new ConfigError(
      'LIST_CACHE_MB',
      `"${raw}" is not a number of megabytes from 1 to ${LIST_CACHE_MB_MAX} (default ${LIST_CACHE_MB_DEFAULT})`,
    );
  }
  return megabytes * 1024 * 1024;
}

function proxyTrust(env: Env): ProxyTrust {
  const trust = parseProxyTrust(env.TRUST_PROXY ?? '');
  if (typeof trust === 'string') throw new ConfigError('TRUST_PROXY', trust);
  return trust;
}

/** CHROME_EXTENSION_IDS (the store's ids, a team's unpacked copies) and this checkout's own build. */
function chromeExtensionIds(env: Env): string[] {
  const listed = (env.CHROME_EXTENSION_IDS ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const bad = listed.find((id) => !CHROME_EXTENSION_ID.test(id));
  if (bad !== undefined)
    throw new ConfigError(
      'CHROME_EXTENSION_IDS',
      `"${bad}" is not a Chrome extension id (32 letters a to p)`,
    );
  return [...listed, unpackedChromeId(resolve('dist/extension/chrome-mv3'))];
}

function jwtSecret(env: Env): string | undefined {
  const secret = optional(env, 'JWT_SECRET');
  const problem = secret === undefined ? null : weakSecretProblem(secret);
  if (problem) throw new ConfigError('JWT_SECRET', problem);
  return secret;
}

/** Demands the variables a chosen vendor cannot work without. */
function required(env: Env, names: string[], because: string): void {
  for (const n of names) if (!optional(env, n)) throw new ConfigError(n, `required when ${because}`);
}

export function loadConfig(env: Env = process.env) {
  const dataDir = resolve(text(env, 'DATA_DIR', './data'));
  const translateProvider = oneOf(
    env,
    'TRANSLATE_PROVIDER',
    ['local', 'libretranslate', 'deepl', 'google'],
    'local',
  );
  const sentenceProvider = oneOf(env, 'SENTENCE_PROVIDER', ['wordnet', 'openai'], 'wordnet');
  const paymentProvider = oneOf(env, 'PAYMENT_PROVIDER', ['local', 'paypal'], 'local');
  const ttsProvider = oneOf(env, 'TTS_PROVIDER', ['espeak', 'google', 'azure'], 'espeak');
  const mediaStore = oneOf(env, 'MEDIA_STORE', ['fs', 's3'], 'fs');

  if (translateProvider !== 'local')
    required(env, ['TRANSLATE_URL'], `TRANSLATE_PROVIDER=${translateProvider}`);
  if (sentenceProvider === 'openai') required(env, ['LLM_BASE_URL', 'LLM_MODEL'], 'SENTENCE_PROVIDER=openai');
  if (paymentProvider === 'paypal') {
    required(
      env,
      ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_PLAN_ID', 'PAYPAL_WEBHOOK_ID'],
      'PAYMENT_PROVIDER=paypal',
    );
  }
  if (ttsProvider === 'google') required(env, ['GOOGLE_TTS_API_KEY'], 'TTS_PROVIDER=google');
  if (ttsProvider === 'azure') {
    // The region names the endpoint, unless AZURE_TTS_URL gives it (a custom domain, a stand-in).
    const endpoint = optional(env, 'AZURE_TTS_URL') ? [] : ['AZURE_TTS_REGION'];
    required(env, ['AZURE_TTS_KEY', ...endpoint], 'TTS_PROVIDER=azure');
  }
  const azureRegion = optional(env, 'AZURE_TTS_REGION');
  if (azureRegion && !/^[a-z0-9]{2,40}$/.test(azureRegion)) {
    throw new ConfigError('AZURE_TTS_REGION', `"${azureRegion}" is not an Azure region such as westeurope`);
  }
  if (mediaStore === 's3') required(env, ['S3_BUCKET'], 'MEDIA_STORE=s3');

  return {
    port: port(env, 'PORT', 3000),
    host: text(env, 'HOST', '127.0.0.1'),
    appUrl: url(env, 'APP_URL', 'http://localhost:3000') as string,
    chromeExtensionIds: chromeExtensionIds(env),
    dataDir,
    mediaDir: join(dataDir, 'media'),
    outboxDir: join(dataDir, 'outbox'),
    webDir: resolve(text(env, 'WEB_DIR', './dist/web')),
    databaseUrl: text(env, 'DATABASE_URL', `file:${join(dataDir, 'wordhoard.db')}`),
    databaseAuthToken: optional(env, 'DATABASE_AUTH_TOKEN'),
    jwtSecret: jwtSecret(env),
    smtpUrl: url(env, 'SMTP_URL'),
    mailFrom: text(env, 'MAIL_FROM', 'Wordhoard <no-reply@wordhoard.app>'),
    managerEmails: emails(env, 'MANAGER_EMAILS'),
    /** The bound in bytes of the words lists kept in memory, JSON and compressed copies together. */
    listCacheBytes: listCacheBytes(env),
    tts: {
      provider: ttsProvider,
      /** eSpeak worker threads: one per core keeps a burst of saves from queueing behind one. */
      workers: Number(oneOf(env, 'SPEECH_WORKERS', ['1', '2'], '2')),
      googleUrl: url(env, 'GOOGLE_TTS_URL', 'https://texttospeech.googleapis.com') as string,
      googleApiKey: optional(env, 'GOOGLE_TTS_API_KEY'),
      azureKey: optional(env, 'AZURE_TTS_KEY'),
      azureUrl: url(
        env,
        'AZURE_TTS_URL',
        azureRegion ? `https://${azureRegion}.tts.speech.microsoft.com` : undefined,
      ),
    },
    translation: {
      provider: translateProvider,
      url: url(env, 'TRANSLATE_URL'),
      apiKey: optional(env, 'TRANSLATE_API_KEY'),
    },
    sentences: {
      provider: sentenceProvider,
      url: url(env, 'LLM_BASE_URL'),
      apiKey: optional(env, 'LLM_API_KEY'),
      model: optional(env, 'LLM_MODEL'),
    },
    payment: {
      provider: paymentProvider,
      paypalClientId: optional(env, 'PAYPAL_CLIENT_ID'),
      paypalClientSecret: optional(env, 'PAYPAL_CLIENT_SECRET'),
      paypalPlanId: optional(env, 'PAYPAL_PLAN_ID'),
      paypalWebhookId: optional(env, 'PAYPAL_WEBHOOK_ID'),
      paypalApiBase: url(env, 'PAYPAL_API_BASE', 'https://api-m.sandbox.paypal.com') as string,
    },
    media: {
      store: mediaStore,
      s3Bucket: optional(env, 'S3_BUCKET'),
      s3Endpoint: url(env, 'S3_ENDPOINT'),
    },
    /** Behind reverse proxies: how much of X-Forwarded-For to believe (plugins/client-address.ts). */
    trustProxy: proxyTrust(env),
    /** Lets end-to-end tests move the server's clock; never set in production. */
    testClock: text(env, 'WORDHOARD_TEST_CLOCK', '') === '1',
  };
}

export type Config = ReturnType<typeof loadConfig>;
