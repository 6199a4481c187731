// The caller's address, for per-address rate limits. Taken from the socket, not from
// X-Forwarded-For, which any client can write; behind a proxy, TRUST_PROXY=1 reads the
// first X-Forwarded-For entry instead.
import type { Server } from 'bun';

export function clientAddress(
  request: Request,
  server: Server<unknown> | null | undefined,
  trustProxy = false,
): string {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return server?.requestIP(request)?.address ?? 'local';
}
