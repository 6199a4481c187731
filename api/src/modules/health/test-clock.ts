// Only with WORDHOARD_TEST_CLOCK=1: lets end-to-end tests move the server's clock forward to
// check the five-minute, 30-day and 60-day rules without waiting, and run the retention job at
// once (it otherwise runs hourly by the wall clock, which a moved clock does not trigger), and run
// a learner's FSRS check at once (so several processes can be made to run it at the same moment).
// Never mounted otherwise.
import { Elysia, t } from 'elysia';
import { JSON_BODY_MAX_BYTES } from '../../../../shared/body-limits';
import { DAY_MS } from '../../clock';
import type { AppDeps } from '../../deps';
import { invalid } from '../../errors';
import { runRetention } from '../../jobs/retention';
import { cappedBody } from '../../plugins/capped-body';

/**
 * The moved clock stays within 100 years of the real one: far more than any rule needs (60 days),
 * and a Date far beyond it cannot be written as ISO text, which would break every later request.
 */
export const TEST_CLOCK_MAX_SHIFT_MS = 100 * 365 * DAY_MS;
export const TEST_CLOCK_RANGE_MESSAGE =
  'advanceMs must be a finite number of milliseconds from 0 up to 100 years in all.';

function checkedAdvance(deps: Pick<AppDeps, 'clock'>, advanceMs: unknown): number {
  const valid =
    typeof advanceMs === 'number' &&
    Number.isFinite(advanceMs) &&
    advanceMs >= 0 &&
    deps.clock.now() + advanceMs - Date.now() <= TEST_CLOCK_MAX_SHIFT_MS;
  if (!valid) throw invalid(TEST_CLOCK_RANGE_MESSAGE, 'invalid_clock_shift');
  return advanceMs;
}

export const testClockModule = (deps: Pick<AppDeps, 'db' | 'media' | 'clock' | 'config' | 'optimizer'>) =>
  new Elysia({ name: 'test-clock' })
    .post(
      '/test/clock',
      ({ body }) => {
        deps.clock.advance(checkedAdvance(deps, body.advanceMs));
        return { now: new Date(deps.clock.now()).toISOString() };
      },
      // Checked by checkedAdvance, so every bad value gets the one message.
      { body: t.Object({ advanceMs: t.Unknown() }), parse: cappedBody({ maxBytes: JSON_BODY_MAX_BYTES }) },
    )
    .post('/test/retention', () => runRetention(deps))
    .post('/test/fit/:userId', async ({ params }) => ({ ran: await deps.optimizer.runNow(params.userId) }), {
      params: t.Object({ userId: t.Numeric() }),
    });
