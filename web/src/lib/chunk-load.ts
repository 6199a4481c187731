// Lazy screens load with SPEC §7's 120-second time-out, and a failure becomes a ChunkLoadError of
// SPEC §8's kind (timeout, missing, error) that the route's error page can explain and offer a
// reload for, instead of the browser's "Failed to fetch dynamically imported module".
import { CHUNK_LOAD_TIMEOUT_MS, type ChunkLoadKind } from '../../../shared/app';

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(
    readonly kind: ChunkLoadKind,
    readonly url: string | undefined,
    options?: { cause?: unknown },
  ) {
    super(`Loading chunk failed (${kind}${url ? `: ${url}` : ''})`, options);
  }
}

/** Just what classifyFailure needs of fetch, so a test can stand in for the network. */
export type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

/** The chunk a failed import names: Chromium, Firefox and Vite's CSS preload all put its URL in the message. */
export function failedChunkUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/|\/)[^\s'"]+\.(?:m?js|css)\b/.exec(message)?.[0];
}

/**
 * A failed import says nothing about why. Asking for the file again tells a chunk the server no
 * longer has (404 or 410: a new build replaced it; only a reload helps) from a broken connection.
 */
export async function classifyFailure(
  error: unknown,
  fetcher: Fetcher = (url, init) => fetch(url, init),
): Promise<ChunkLoadError> {
  if (error instanceof ChunkLoadError) return error;
  const url = failedChunkUrl(error);
  if (url === undefined) return new ChunkLoadError('error', undefined, { cause: error });
  try {
    const answer = await fetcher(url, { method: 'HEAD', cache: 'no-store' });
    const kind = answer.status === 404 || answer.status === 410 ? 'missing' : 'error';
    return new ChunkLoadError(kind, url, { cause: error });
  } catch {
    return new ChunkLoadError('error', url, { cause: error });
  }
}

/** Runs a dynamic import under the time-out; rejects with a ChunkLoadError when it fails. */
export function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
  fetcher?: Fetcher,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    // The import cannot be cancelled; after the time-out its late answer is simply ignored.
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout', undefined)), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      async (error: unknown) => {
        clearTimeout(timer);
        reject(await classifyFailure(error, fetcher));
      },
    );
  });
}
