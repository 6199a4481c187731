// The caller's address, for per-address rate limits. Taken from the socket, not from
// X-Forwarded-For, which any client can write. Behind reverse proxies (TRUST_PROXY), each proxy
// appends the address it was reached from, so only the right-most entries are written by
// proxies we trust: the client is the right-most entry that none of our proxies wrote. Whatever a
// client puts on the left of the header is never read.
import { isIP } from 'node:net';
import type { Server } from 'bun';

/** How far X-Forwarded-For is believed: a number of proxy hops, or the proxies' own addresses. */
export type ProxyTrust = { hops: number } | { proxies: string[] } | null;

/** '::ffff:192.0.2.1' and '192.0.2.1' are one IPv4 address. */
export const plainAddress = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.)/i, '');

/** TRUST_PROXY: off (empty or 0), a number of hops (1 = one proxy), or a comma list of proxy addresses. */
export function parseProxyTrust(raw: string): ProxyTrust | string {
  const value = raw.trim();
  if (value === '' || value === '0') return null;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 20 ? { hops } : `"${value}" is more proxy hops than any real setup (1 to 20)`;
  }
  const proxies = value.split(',').map(plainAddress);
  const bad = proxies.find((p) => isIP(p) === 0);
  if (bad !== undefined) return `"${bad}" is not an IP address (give a number of hops or proxy addresses)`;
  return { proxies };
}

function forwardedFor(request: Request): string[] {
  const header = request.headers.get('x-forwarded-for') ?? '';
  return header
    .split(',')
    .map(plainAddress)
    .filter((entry) => entry !== '');
}

/** The client behind `hops` proxies: the hops-th entry from the right (our nearest proxy wrote the last). */
function behindHops(entries: string[], hops: number, peer: string): string {
  if (entries.length === 0) return peer;
  return entries[Math.max(0, entries.length - hops)] as string;
}

/** Walks from our socket leftwards over known proxies; the first address that is not one is the client. */
function behindKnownProxies(entries: string[], proxies: string[], peer: string): string {
  const chain = [...entries, peer];
  for (let i = chain.length - 1; i >= 0; i--) {
    const address = chain[i] as string;
    if (!proxies.includes(address)) return address;
  }
  return chain[0] as string;
}

export function clientAddress(
  request: Request,
  server: Server<unknown> | null | undefined,
  trust: ProxyTrust = null,
): string {
  const peer = plainAddress(server?.requestIP(request)?.address ?? 'local');
  if (!trust) return peer;
  const entries = forwardedFor(request);
  return 'hops' in trust
    ? behindHops(entries, trust.hops, peer)
    : behindKnownProxies(entries, trust.proxies, peer);
}
