// Headers on every answer: no sniffing, no framing, a strict Content-Security-Policy
// (no inline scripts); the payment page may load the provider's script.
import { Elysia } from 'elysia';
import type { Config } from '../config';

const PAYPAL = 'https://www.paypal.com https://*.paypal.com https://*.paypalobjects.com';

export function contentSecurityPolicy(config: Pick<Config, 'payment'>): string {
  const paypal = config.payment.provider === 'paypal' ? ` ${PAYPAL}` : '';
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
  const csp = contentSecurityPolicy(config);
  return new Elysia({ name: 'security-headers' }).onRequest(({ set }) => {
    set.headers['content-security-policy'] = csp;
    set.headers['x-content-type-options'] = 'nosniff';
    set.headers['referrer-policy'] = 'strict-origin-when-cross-origin';
    set.headers['x-frame-options'] = 'DENY';
    set.headers['cross-origin-opener-policy'] = 'same-origin';
  });
};
