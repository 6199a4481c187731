// Only with WORDHOARD_TEST_CLOCK=1: lets end-to-end tests move the server's clock forward to
// check the five-minute, 30-day and 60-day rules without waiting, and run the retention job at
// once (it otherwise runs hourly by the wall clock, which a moved clock does not trigger).
// Never mounted otherwise.
import { Elysia, t } from 'elysia';
import type { AppDeps } from '../../deps';
import { runRetention } from '../../jobs/retention';

export const testClockModule = (deps: Pick<AppDeps, 'db' | 'media' | 'clock' | 'config'>) =>
  new Elysia({ name: 'test-clock' })
    .post(
      '/test/clock',
      ({ body }) => {
        deps.clock.advance(body.advanceMs);
        return { now: new Date(deps.clock.now()).toISOString() };
      },
      { body: t.Object({ advanceMs: t.Number({ minimum: 0 }) }) },
    )
    .post('/test/retention', () => runRetention(deps));
