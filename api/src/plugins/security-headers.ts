// Headers on every answer: no sniffing, no framing, a strict Content-Security-Policy
// (no inline scripts). In PayPal mode only the payment page's document may load PayPal's script,
// frames and calls; every other page, and the API, names no PayPal host (docs/decisions/0006).
import { Elysia } from 'elysia';
import { isPaymentPagePath } from '../../../shared/app';
import type { Config } from '../config';

const PAYPAL = 'https://www.paypal.com https://*.paypal.com https://*.paypalobjects.com';

/** The policy of one answer; `withPayPal` only for the payment page's document in PayPal mode. */
export function contentSecurityPolicy(withPayPal: boolean): string {
  const paypal = withPayPal ? ` ${PAYPAL}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${paypal}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' data: blob:",
    `connect-src 'self'${paypal}`,
    `frame-src${paypal || " 'none'"}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export const securityHeaders = (config: Config) => {
  const strict = contentSecurityPolicy(false);
  const payment = config.payment.provider === 'paypal' ? contentSecurityPolicy(true) : strict;
  return new Elysia({ name: 'security-headers' }).onRequest(({ request, set }) => {
    set.headers['content-security-policy'] = isPaymentPagePath(new URL(request.url).pathname)
      ? payment
      : strict;
    set.headers['x-content-type-options'] = 'nosniff';
    set.headers['referrer-policy'] = 'strict-origin-when-cross-origin';
    set.headers['x-frame-options'] = 'DENY';
    set.headers['cross-origin-opener-policy'] = 'same-origin';
  });
};
