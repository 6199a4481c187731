// SPEC §7-§9: lazy chunks load with a 120-second time-out, and a failure is a failed chunk load of
// kind timeout, missing or error, shown in the app's words with a Reload button.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_MESSAGES, CHUNK_LOAD_TIMEOUT_MS } from '../../../shared/app';
import { RouterErrorPage } from '../../../web/src/app/error-pages';
import { ChunkLoadError, classifyFailure, loadChunk } from '../../../web/src/lib/chunk-load';

const CHUNK = 'http://localhost:3000/assets/words-page-abc123.js';
const importFailure = () => new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);
const answering = (status: number) => vi.fn(async () => new Response(null, { status }));

afterEach(() => vi.useRealTimers());

describe('the chunk load time-out', () => {
  it('is 120 seconds', () => expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000));

  it('fails a chunk still loading after 120 s as a timeout, not before', async () => {
    vi.useFakeTimers();
    const loading = loadChunk(() => new Promise<never>(() => undefined));
    const outcome = loading.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).kind).toBe('timeout');
  });

  it('passes a chunk that arrives in time through', async () => {
    await expect(loadChunk(async () => ({ page: 1 }))).resolves.toEqual({ page: 1 });
  });
});

describe('the kind of a failed chunk load', () => {
  it('is missing when the server no longer has the file (404 after a new build)', async () => {
    const fetcher = answering(404);
    const error = await classifyFailure(importFailure(), fetcher);
    expect(error.kind).toBe('missing');
    expect(error.url).toBe(CHUNK);
    expect(fetcher).toHaveBeenCalledWith(CHUNK, expect.objectContaining({ method: 'HEAD' }));
  });

  it('is error when the file is there but the load broke', async () => {
    expect((await classifyFailure(importFailure(), answering(200))).kind).toBe('error');
  });

  it('is error when the server cannot be reached at all', async () => {
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect((await classifyFailure(importFailure(), offline)).kind).toBe('error');
  });

  it('is error when the failure names no file', async () => {
    expect((await classifyFailure(new Error('boom'), answering(404))).kind).toBe('error');
  });

  it('reaches loadChunk callers as a ChunkLoadError', async () => {
    const failing = loadChunk(() => Promise.reject(importFailure()), CHUNK_LOAD_TIMEOUT_MS, answering(404));
    await expect(failing).rejects.toMatchObject({ name: 'ChunkLoadError', kind: 'missing' });
  });
});

describe("a failed chunk load's page (not 'Unexpected Application Error!')", () => {
  it.each(['timeout', 'missing', 'error'] as const)('explains a %s and offers Reload', async (kind) => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(<RouterErrorPage error={new ChunkLoadError(kind, CHUNK)} />);
    expect(screen.getByRole('heading', { level: 1, name: CHUNK_LOAD_MESSAGES.title })).toBeTruthy();
    expect(screen.getByText(CHUNK_LOAD_MESSAGES.kinds[kind])).toBeTruthy();
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});
