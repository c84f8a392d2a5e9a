/** Providers that ignore dots in the local part and answer under two domain names. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * An address without the trailing dots of its domain: `ana@gmail.com.` is the fully qualified
 * spelling of `ana@gmail.com` (mail servers deliver both to one inbox), so the forms store and
 * key the short one. `emailField` applies it to every submitted address.
 */
export function withoutTrailingDots(address: string): string {
  return address.replace(/\.+$/, '');
}

/**
 * The mailbox an address delivers to, for abuse keys (rate limits, duplicate checks): lower-case,
 * the domain's trailing dot dropped, a `+tag` dropped, and for Gmail also the dots, with
 * googlemail.com read as gmail.com. So `Ana.Petrovic+prijava@googlemail.com.` and
 * `anapetrovic@gmail.com` count as one inbox. Only for keys: the address is stored and mailed as
 * the form normalised it (`emailField`).
 */
export function canonicalMailbox(address: string): string {
  const trimmed = withoutTrailingDots(address.trim().toLowerCase());
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return trimmed;
  let local = trimmed.slice(0, at);
  let domain = trimmed.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
