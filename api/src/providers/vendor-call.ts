// The vendor adapters' one HTTP call (shared/http-call.ts: time-out, JSON-or-text, retries), and
// the one place that says what a call with no usable answer means for the learner, per service:
// which message and code a time-out, an unreachable server and an unreadable answer become.
import { type HttpAnswer, HttpFailure, type HttpRequest, httpCall } from '../../../shared/http-call';
import { type AppError, unavailable } from '../errors';
import { PaymentFailure } from './payment/port';
import { sentenceUnavailable } from './sentences/port';

export type { HttpAnswer, RetryPolicy } from '../../../shared/http-call';

/** Whose call it is: the learner hears of the service, and of the vendor where there are several. */
export type VendorService =
  | { kind: 'translation'; vendor: string }
  | { kind: 'speech' }
  | { kind: 'payment' }
  | { kind: 'sentences' }
  | { kind: 'media' };

type Failure = HttpFailure['reason'] | 'unreadable';

/** An S3-compatible media store that failed, with what went wrong. */
export const mediaStoreFailed = (why: string) =>
  unavailable(`Media storage failed: ${why}.`, 'media_store_failed');

/** The cloud speech service's one failure message, with what went wrong. */
export const speechFailed = (why: string) =>
  unavailable(`The cloud speech service failed: ${why}.`, 'speech_failed');

/** The error a failed call answers the learner with. */
export function vendorFailure(service: VendorService, failure: Failure): AppError {
  switch (service.kind) {
    case 'translation': {
      const name = `The translation service (${service.vendor})`;
      if (failure === 'timeout') {
        return unavailable(`${name} did not answer in time; please try again later.`, 'translation_timeout');
      }
      if (failure === 'unreachable') {
        return unavailable(
          `${name} could not be reached; please try again later.`,
          'translation_unreachable',
        );
      }
      return unavailable(
        `${name} sent an answer that could not be read; please try again later.`,
        'translation_bad_answer',
      );
    }
    case 'speech':
      if (failure === 'timeout') {
        return unavailable('The cloud speech service took too long; please try again.', 'speech_timeout');
      }
      return speechFailed(
        failure === 'unreachable' ? 'it could not be reached' : 'the answer could not be read',
      );
    case 'payment': {
      if (failure === 'unreadable') {
        return new PaymentFailure(
          503,
          'payment_bad_answer',
          'The payment service (PayPal) sent an answer that could not be read; please try again later.',
        );
      }
      const [code, problem] =
        failure === 'timeout'
          ? ['payment_timeout', 'did not answer in time']
          : ['payment_unreachable', 'could not be reached'];
      return new PaymentFailure(
        503,
        code,
        `The payment service (PayPal) ${problem}; please try again later.`,
      );
    }
    case 'sentences':
      // SPEC §9: whatever went wrong, the learner sees one message.
      return sentenceUnavailable();
    case 'media':
      if (failure === 'timeout') return mediaStoreFailed('it did not answer in time');
      return mediaStoreFailed(
        failure === 'unreachable' ? 'it could not be reached' : 'its answer could not be read',
      );
  }
}

/** Calls a vendor; a call that got no answer throws the service's error, every answer comes back. */
export async function callVendor(
  service: VendorService,
  url: string,
  request: HttpRequest,
): Promise<HttpAnswer> {
  try {
    return await httpCall(url, request);
  } catch (error) {
    if (error instanceof HttpFailure) throw vendorFailure(service, error.reason);
    throw error;
  }
}
