// The test clock (WORDHOARD_TEST_CLOCK=1, end-to-end runs only) takes a shift in milliseconds.
// An absurd shift must be refused with a clear 422 and leave the clock as it was: before, 1e300
// answered 500 and left a clock whose every later ISO date threw.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_CLOCK_RANGE_MESSAGE } from '../../../api/src/modules/health/test-clock';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ WORDHOARD_TEST_CLOCK: '1' });
});
afterEach(() => t.close());

const YEAR = 365 * 24 * 60 * 60_000;
const shift = (body: string) =>
  t.request('POST', '/api/test/clock', { body, headers: { 'content-type': 'application/json' } });

describe('POST /api/test/clock', () => {
  it.each([
    ['1e300', '{"advanceMs":1e300}'],
    ['Infinity (1e400 in JSON)', '{"advanceMs":1e400}'],
    ['a negative shift', '{"advanceMs":-60000}'],
    ['more than 100 years', `{"advanceMs":${101 * YEAR}}`],
  ])('refuses %s with 422 and keeps the clock', async (_name, body) => {
    const before = t.clock.now();
    const res = await shift(body);
    expect(res.status).toBe(422);
    expect((await res.json()).message).toBe(TEST_CLOCK_RANGE_MESSAGE);
    expect(Math.abs(t.clock.now() - before)).toBeLessThan(5_000);
    // The clock still works for the next test step.
    const ok = await shift(JSON.stringify({ advanceMs: 60_000 }));
    expect(ok.status).toBe(200);
    expect(Number.isNaN(Date.parse((await ok.json()).now))).toBe(false);
  });

  it('refuses steps that add up to more than 100 years', async () => {
    for (let i = 0; i < 4; i++)
      expect((await shift(JSON.stringify({ advanceMs: 25 * YEAR }))).status).toBe(200);
    expect((await shift(JSON.stringify({ advanceMs: YEAR }))).status).toBe(422);
    expect((await t.request('GET', '/api/health')).status).toBe(200);
  });

  it('refuses a shift that is not a number with 422, not 500', async () => {
    for (const body of ['{"advanceMs":"soon"}', '{"advanceMs":null}', '{}', 'not json']) {
      const res = await shift(body);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });
});
