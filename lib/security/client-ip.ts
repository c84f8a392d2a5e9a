import 'server-only';

import { getTrustedProxyHops, isProduction } from '@/lib/env';
import { log } from '@/lib/log';

/**
 * The one rate-limit bucket shared by every request whose address cannot be read: a garbled or
 * missing value is limited together with all the others, never waved through.
 */
export const UNPARSABLE_CLIENT_IP = 'unparsable';

/**
 * The client address when no proxy vouches for one (`TRUSTED_PROXY_HOPS=0`). Next 16 gives
 * application code no documented access to the socket's address (`NextRequest.ip` is gone; `next
 * start` only fills `x-forwarded-for` when the client sent none), so every forwarding header is
 * the client's own claim. No per-address counter is kept for it (`rateLimitKeys`): one shared
 * bucket would turn each per-address limit into a site-wide one that a single visitor could
 * exhaust for everybody. The per-mailbox and per-account keys still count.
 */
export const UNKNOWN_CLIENT_IP = 'unknown';

interface HeaderSource {
  get(name: string): string | null;
}

/**
 * The visitor's address for rate limiting, as a rate-limit bucket: an IPv4 address, an IPv6 /64
 * network (one household or office gets one /64, and may pick any of its 2^64 addresses),
 * `UNPARSABLE_CLIENT_IP`, or `UNKNOWN_CLIENT_IP` when no proxy is trusted.
 *
 * Each proxy appends the address it was connected from, so only the last entries of
 * `x-forwarded-for` are trustworthy. With `trustedProxyHops` = N proxies in front of the app, the
 * client is the N-th entry from the right (the one the outermost proxy wrote); everything left of
 * it is the client's own claim and ignored. With 0 the header is ignored altogether.
 */
export function clientIpFrom(headers: HeaderSource, trustedProxyHops: number = getTrustedProxyHops()): string {
  if (trustedProxyHops <= 0) return UNKNOWN_CLIENT_IP;
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than proxies: the request skipped an outer proxy; the leftmost is the best guess.
  const entry = entries[Math.max(0, entries.length - trustedProxyHops)];
  return entry ? rateLimitBucketOf(entry) : UNPARSABLE_CLIENT_IP;
}

/**
 * Whether a server should warn at start that it keeps no per-address limits: in production with no
 * trusted proxy (`TRUSTED_PROXY_HOPS=0`) every client address is `UNKNOWN_CLIENT_IP`, so only the
 * per-mailbox and per-account counters hold. A development server is left quiet.
 */
export function warnsWithoutTrustedProxy({
  production,
  trustedProxyHops,
}: {
  production: boolean;
  trustedProxyHops: number;
}): boolean {
  return production && trustedProxyHops <= 0;
}

/** Logs the warning of `warnsWithoutTrustedProxy` once, at server start (instrumentation.ts). */
export function warnIfNoTrustedProxy(): void {
  const trustedProxyHops = getTrustedProxyHops();
  if (!warnsWithoutTrustedProxy({ production: isProduction(), trustedProxyHops })) return;
  log.warn('security.no_trusted_proxy', {
    trustedProxyHops,
    effect: 'no per-address rate limits: only the per-mailbox and per-account counters apply',
    fix: 'behind a load balancer or reverse proxy (nginx) set TRUSTED_PROXY_HOPS=1 (2 with a CDN in front); docs/deployment.md',
  });
}

/** The rate-limit bucket of one address: IPv4 as is, IPv6 by its /64, anything else shared. */
export function rateLimitBucketOf(value: string): string {
  const ip = parseIp(value);
  if (!ip) return UNPARSABLE_CLIENT_IP;
  if (ip.kind === 'v4') return ip.address;
  return `${ip.groups.slice(0, 4).join(':')}::/64`;
}

type ParsedIp = { kind: 'v4'; address: string } | { kind: 'v6'; groups: string[] };

/**
 * An IPv4 or IPv6 literal as proxies write it (an IPv4 `:port`, IPv6 in `[brackets]:port` or with
 * a `%zone`), or null. IPv4-mapped IPv6 (`::ffff:192.0.2.1`) reads as the IPv4 address.
 */
export function parseIp(value: string): ParsedIp | null {
  let text = value.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text)?.[1];
  if (bracketed) text = bracketed;
  else if (/^[\d.]+:\d{1,5}$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  text = text.replace(/%[\w.-]+$/, '');

  const v4 = parseIpv4(text);
  if (v4) return { kind: 'v4', address: v4 };
  const groups = parseIpv6(text);
  if (!groups) return null;
  const mapped = groups.slice(0, 6).join(':') === '0:0:0:0:0:ffff';
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6).map((group) => parseInt(group, 16));
    return { kind: 'v4', address: [high >> 8, high & 255, low >> 8, low & 255].join('.') };
  }
  return { kind: 'v6', groups };
}

function parseIpv4(text: string): string | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return null;
  return parts.map(Number).join('.');
}

/** Eight lower-case hex groups without leading zeros, or null. */
function parseIpv6(text: string): string[] | null {
  if (!/^[0-9a-f:.]+$/.test(text) || text.length > 45) return null;
  let tail: string[] = [];
  let body = text;
  const [, prefix, embeddedV4] = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text) ?? [];
  if (prefix !== undefined && embeddedV4 !== undefined) {
    const v4 = parseIpv4(embeddedV4);
    if (!v4) return null;
    const [a = 0, b = 0, c = 0, d = 0] = v4.split('.').map(Number);
    tail = [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    body = prefix.endsWith('::') ? prefix : prefix.slice(0, -1);
  }
  const halves = body.split('::');
  if (halves.length > 2) return null;
  const [before = '', after] = halves;
  const split = (part: string) => (part === '' ? [] : part.split(':'));
  const head = split(before);
  const rest = after === undefined ? [] : split(after);
  const given = head.length + rest.length + tail.length;
  if (![...head, ...rest].every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  if (halves.length === 1 ? given !== 8 : given > 7) return null;
  const zeros = Array.from({ length: 8 - given }, () => '0');
  return [...head, ...(halves.length === 2 ? zeros : []), ...rest, ...tail].map((group) =>
    parseInt(group, 16).toString(16),
  );
}
