import { afterAll, describe, expect, it } from 'vitest';
import { VENDOR_TIMEOUT_MS } from '../../../../api/src/providers/translation/port';
import { postToVendor } from '../../../../api/src/providers/translation/vendor-request';
import { startLibreTranslateStub } from '../../../stubs/libretranslate';

const stub = startLibreTranslateStub();
afterAll(() => stub.stop());

describe('vendor requests', () => {
  it('return the status and JSON body of an error answer for the adapter to read', async () => {
    const answer = await postToVendor({
      vendor: 'LibreTranslate',
      url: `${stub.url}/translate`,
      json: { q: 1 },
    });
    expect(answer).toEqual({ status: 400, body: { error: 'Invalid request: missing q parameter' } });
  });

  it('keep a non-JSON error body as text', async () => {
    stub.mode = 'server-error';
    const answer = await postToVendor({ vendor: 'LibreTranslate', url: `${stub.url}/translate`, json: {} });
    expect(answer).toEqual({ status: 500, body: 'Internal Server Error' });
    stub.mode = 'ok';
  });

  it('give up after 5 seconds by default', async () => {
    expect(VENDOR_TIMEOUT_MS).toBe(5_000);
    stub.mode = 'slow';
    stub.slowMs = 8_000;
    const started = performance.now();
    await expect(
      postToVendor({ vendor: 'LibreTranslate', url: `${stub.url}/translate`, json: { q: 'house' } }),
    ).rejects.toMatchObject({
      status: 503,
      message: 'The translation service (LibreTranslate) did not answer in time; please try again later.',
    });
    // It waited its 5 seconds (a slower machine only waits longer), and gave up before the stub's
    // answer at 8 seconds: that answer would have been a translation, not this refusal.
    expect(performance.now() - started).toBeGreaterThanOrEqual(4_900);
  });
});
