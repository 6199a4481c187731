// The vendor adapters' HTTP helper against a real local HTTP server: one time-out for the whole
// call (a stalled answer included), answers read as JSON or text, and retries only of the statuses
// a caller names, with the same request each time.
import type { Server } from 'bun';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { callVendor } from '../../../api/src/providers/vendor-call';
import { HttpFailure, httpCall, type RetryPolicy } from '../../../shared/http-call';

/** Answers of the stand-in server, by path; `failFirst` 503s before the n-th request succeeds. */
let failFirst = 0;
const seen: { path: string; requestId: string | null; body: string }[] = [];

const server: Server<undefined> = Bun.serve({
  hostname: '127.0.0.1',
  port: 0,
  async fetch(request) {
    const path = new URL(request.url).pathname;
    seen.push({ path, requestId: request.headers.get('paypal-request-id'), body: await request.text() });
    const tries = seen.filter((call) => call.path === path).length;
    switch (path) {
      case '/json':
        return Response.json({ translatedText: 'casa' });
      case '/text':
        return new Response('Internal Server Error', { status: 500 });
      case '/number-as-text':
        return new Response('123');
      case '/empty':
        return new Response(null, { status: 204 });
      case '/bytes':
        return new Response(new Uint8Array([0xff, 0xf3, 0x00]));
      case '/flaky':
        return tries <= failFirst
          ? Response.json({ name: 'INTERNAL' }, { status: 503 })
          : Response.json({ ok: true });
      case '/fail-then-hang':
        if (tries === 1) return Response.json({ name: 'INTERNAL' }, { status: 503 });
        await Bun.sleep(5_000);
        return Response.json({ late: true });
      case '/busy-long':
        return new Response('busy', { status: 429, headers: { 'retry-after': '30' } });
      case '/bad-request':
        return Response.json({ message: 'no' }, { status: 400 });
      case '/slow':
        await Bun.sleep(3_000);
        return Response.json({ late: true });
      case '/stall-mid-answer':
        // The head and the start of the body arrive, the rest never does.
        return new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('{"translatedText": "ca'));
            },
          }),
          { headers: { 'content-type': 'application/json' } },
        );
      default:
        return new Response('not found', { status: 404 });
    }
  },
});
const url = (path: string) => `http://127.0.0.1:${server.port}${path}`;
afterAll(() => server.stop(true));
beforeEach(() => {
  seen.length = 0;
  failFirst = 0;
});

const retrying: RetryPolicy = {
  times: 2,
  statuses: [429, 500, 502, 503, 504],
  delayMs: 10,
  maxWaitMs: 1_000,
};
const calls = (path: string) => seen.filter((call) => call.path === path);

describe('answers', () => {
  it('reads JSON as JSON, other text as text, and an empty answer as nothing', async () => {
    expect(await httpCall(url('/json'), { timeoutMs: 2_000 })).toMatchObject({
      status: 200,
      body: { translatedText: 'casa' },
    });
    expect((await httpCall(url('/text'), { timeoutMs: 2_000 })).body).toBe('Internal Server Error');
    expect((await httpCall(url('/empty'), { method: 'POST', timeoutMs: 2_000 })).body).toBeUndefined();
  });

  it('keeps text as text and bytes as bytes when asked', async () => {
    expect((await httpCall(url('/number-as-text'), { timeoutMs: 2_000, as: 'text' })).body).toBe('123');
    expect((await httpCall(url('/number-as-text'), { timeoutMs: 2_000 })).body).toBe(123);
    const { body } = await httpCall(url('/bytes'), { timeoutMs: 2_000, as: 'bytes' });
    expect(body).toEqual(new Uint8Array([0xff, 0xf3, 0x00]));
  });

  it('sends JSON and written bodies byte for byte', async () => {
    await httpCall(url('/json'), { method: 'POST', json: { q: 'house' }, timeoutMs: 2_000 });
    await httpCall(url('/json'), { method: 'POST', body: '{ "a":1.0 }', timeoutMs: 2_000 });
    expect(calls('/json').map((call) => call.body)).toEqual(['{"q":"house"}', '{ "a":1.0 }']);
  });
});

describe('the time-out', () => {
  it('ends a call whose server does not answer', async () => {
    const failure = await httpCall(url('/slow'), { timeoutMs: 200 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpFailure);
    expect((failure as HttpFailure).reason).toBe('timeout');
  });

  it('ends a call whose server stops in the middle of its answer', async () => {
    const failure = await httpCall(url('/stall-mid-answer'), { timeoutMs: 300 }).catch(
      (error: unknown) => error,
    );
    expect((failure as HttpFailure).reason).toBe('timeout');
  });

  it('covers the retries too: a retry that cannot end in time is not made', async () => {
    failFirst = 5;
    const answer = await httpCall(url('/flaky'), {
      timeoutMs: 500,
      retry: { ...retrying, delayMs: 2_000 },
    });
    expect(answer.status).toBe(503);
    expect(calls('/flaky')).toHaveLength(1);
  });

  it('leaves the answer before a retry that ran out of time as the answer', async () => {
    const answer = await httpCall(url('/fail-then-hang'), { timeoutMs: 2_000, retry: retrying });
    expect(answer).toMatchObject({ status: 503, body: { name: 'INTERNAL' } });
  });

  it("becomes the service's own message for the learner", async () => {
    await expect(
      callVendor({ kind: 'translation', vendor: 'DeepL' }, url('/slow'), { timeoutMs: 200 }),
    ).rejects.toMatchObject({
      status: 503,
      code: 'translation_timeout',
      message: 'The translation service (DeepL) did not answer in time; please try again later.',
    });
  });

  it('tells a server that cannot be reached from one that is slow', async () => {
    const closed = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: () => new Response('') });
    const gone = `http://127.0.0.1:${closed.port}/`;
    await closed.stop(true);
    await expect(callVendor({ kind: 'payment' }, gone, { timeoutMs: 2_000 })).rejects.toMatchObject({
      code: 'payment_unreachable',
      message: 'The payment service (PayPal) could not be reached; please try again later.',
    });
  });
});

describe('retries', () => {
  const post = { method: 'POST', headers: { 'paypal-request-id': 'wordhoard-subscription-u1-0' } } as const;

  it('try a "try again" status again with the same request, idempotency key included', async () => {
    failFirst = 2;
    const answer = await httpCall(url('/flaky'), {
      ...post,
      json: { plan_id: 'P-1' },
      timeoutMs: 5_000,
      retry: retrying,
    });
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    expect(calls('/flaky')).toHaveLength(3);
    expect(new Set(calls('/flaky').map((call) => call.requestId))).toEqual(
      new Set(['wordhoard-subscription-u1-0']),
    );
    expect(new Set(calls('/flaky').map((call) => call.body))).toEqual(new Set(['{"plan_id":"P-1"}']));
  });

  it('stop after the tries allowed and give the caller the last answer', async () => {
    failFirst = 10;
    const answer = await httpCall(url('/flaky'), { ...post, timeoutMs: 5_000, retry: retrying });
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ name: 'INTERNAL' });
    expect(calls('/flaky')).toHaveLength(3);
  });

  it('are not made when the caller asks for none', async () => {
    failFirst = 1;
    expect((await httpCall(url('/flaky'), { ...post, timeoutMs: 5_000 })).status).toBe(503);
    expect(calls('/flaky')).toHaveLength(1);
  });

  it('are not made for a status the vendor does not call "try again"', async () => {
    expect((await httpCall(url('/bad-request'), { ...post, timeoutMs: 5_000, retry: retrying })).status).toBe(
      400,
    );
    expect(calls('/bad-request')).toHaveLength(1);
  });

  it('are not made when Retry-After asks for a longer pause than the caller waits', async () => {
    const answer = await httpCall(url('/busy-long'), { ...post, timeoutMs: 5_000, retry: retrying });
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('30');
    expect(calls('/busy-long')).toHaveLength(1);
  });
});
