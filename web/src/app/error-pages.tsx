// The pages shown when a route does not exist or a screen failed (SPEC §2, §8).

import {
  CHUNK_LOAD_MESSAGES,
  NOT_FOUND_CODE,
  PAGE_NOT_FOUND_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
} from '../../../shared/app';
import { ChunkLoadError } from '../lib/chunk-load';
import { Link } from '../lib/routing';

export function NotFoundPage() {
  return (
    <section className="status-page" aria-labelledby="status-title">
      <p className="status-page__code">{NOT_FOUND_CODE}</p>
      <h1 id="status-title">{PAGE_NOT_FOUND_MESSAGE}</h1>
      <p className="status-page__hint">The address may be mistyped, or the page has moved.</p>
      <Link className="button button--primary" to="/home">
        Back to home
      </Link>
    </section>
  );
}

/** A screen whose code did not arrive (SPEC §8): what happened, and the one thing that helps. */
function ChunkErrorPage({ error }: { error: ChunkLoadError }) {
  return (
    <section
      className="status-page"
      role="alert"
      aria-labelledby="status-title"
      data-chunk-failure={error.kind}
    >
      <h1 id="status-title">{CHUNK_LOAD_MESSAGES.title}</h1>
      <p className="status-page__hint">{CHUNK_LOAD_MESSAGES.kinds[error.kind]}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {CHUNK_LOAD_MESSAGES.reload}
      </button>
    </section>
  );
}

/** What the router shows when a screen threw, or its code could not be loaded. */
export function RouterErrorPage({ error }: { error: unknown }) {
  if (error instanceof ChunkLoadError) return <ChunkErrorPage error={error} />;
  const detail = error instanceof Error ? error.message : null;
  return (
    <section className="status-page" role="alert" aria-labelledby="status-title">
      <h1 id="status-title">{UNEXPECTED_ERROR_MESSAGE}</h1>
      {detail && <p className="status-page__hint">{detail}</p>}
      {/* A full page load, not a client navigation: it also picks up a fresh build after a deploy,
          and it works even when the router itself is what failed. */}
      <a className="button button--primary" href="/home">
        Back to home
      </a>
    </section>
  );
}
