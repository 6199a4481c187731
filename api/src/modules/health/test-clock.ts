// Only with WORDHOARD_TEST_CLOCK=1: lets end-to-end tests move the server's clock forward to
// check the five-minute, 30-day and 60-day rules without waiting. Never mounted otherwise.
import { Elysia, t } from 'elysia';
import type { Clock } from '../../clock';

export const testClockModule = (clock: Clock) =>
  new Elysia({ name: 'test-clock' }).post(
    '/test/clock',
    ({ body }) => {
      clock.advance(body.advanceMs);
      return { now: new Date(clock.now()).toISOString() };
    },
    { body: t.Object({ advanceMs: t.Number({ minimum: 0 }) }) },
  );
