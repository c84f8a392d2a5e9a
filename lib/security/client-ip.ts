import 'server-only';

/** What a request's headers say about the visitor's address when no proxy told us. */
export const UNKNOWN_CLIENT_IP = 'unknown';

interface HeaderSource {
  get(name: string): string | null;
}

/**
 * The visitor's IP address for rate limiting: the first address of `x-forwarded-for`, else
 * `x-real-ip`. Both are set by the platform in front of the app (Vercel, a load balancer, nginx),
 * which must overwrite whatever a client sent; run directly on the internet, a client could choose
 * its own address, which is why every limit is also keyed by e-mail.
 */
export function clientIpFrom(headers: HeaderSource): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  const candidate = forwarded || headers.get('x-real-ip')?.trim() || '';
  return normalizeIp(candidate) ?? UNKNOWN_CLIENT_IP;
}

/** A plausible IPv4/IPv6 literal, lower-cased, without an IPv4-mapped prefix; null for anything else. */
export function normalizeIp(value: string): string | null {
  const ip = value.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(ip)) return ip;
  if (/^[0-9a-f:]+$/.test(ip) && ip.includes(':') && ip.length <= 45) return ip;
  return null;
}
