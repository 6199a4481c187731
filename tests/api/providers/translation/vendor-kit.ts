// What the tests of the translation vendors share: their stand-in reset before each test and
// stopped after the file, the one request they all translate, and the check that a failure mode of
// the stand-in ends as the adapter's 503.
import { afterAll, beforeEach, expect } from 'vitest';
import type { TranslationProvider } from '../../../../api/src/providers/translation/port';
import type { StubMode, VendorStub } from '../../../stubs/json-vendor-stub';

export const houseToSpanish = { sourceLanguage: 'en', targetLanguage: 'es', text: 'house' };

/** The stand-in, answering normally and with no requests recorded at the start of each test. */
export function withStandIn<S extends VendorStub>(stub: S): S {
  beforeEach(() => {
    stub.mode = 'ok';
    stub.failNext = 0;
    stub.requests.length = 0;
  });
  afterAll(() => stub.stop());
  return stub;
}

/** A stand-in and the adapter that talks to it. */
export interface Vendor {
  stub: VendorStub;
  provider: TranslationProvider;
}

/** Puts the stand-in in `mode`: translating house to Spanish then fails with 503 and these fields. */
export async function expectUnavailable(
  { stub, provider }: Vendor,
  mode: StubMode,
  fields: { code?: string; message?: string },
): Promise<void> {
  stub.mode = mode;
  await expect(provider.translate(houseToSpanish)).rejects.toMatchObject({ status: 503, ...fields });
}
