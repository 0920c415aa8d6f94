import ipaddr from 'ipaddr.js';

/** The one key of every request whose address is missing or not an address. */
export const UNKNOWN_CLIENT = 'unknown';

/**
 * Who is asking, as limits count clients: the address Cloudflare saw (`CF-Connecting-IP`, which clients cannot set
 * there). An IPv4-mapped IPv6 address (`::ffff:203.0.113.5`) is its IPv4 address; an IPv6 host usually owns a whole
 * /64, so the /64 is one client, keyed in RFC 5952 form (`2001:db8:1:2::/64`) however the address was written.
 */
export function clientAddress(header: string | null | undefined): string {
  const text = header?.trim() ?? '';
  // Only dotted decimal: ipaddr.js would also read '010.1' or '3221225985' as an IPv4 address.
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text).toString();
  if (!ipaddr.IPv6.isValid(text)) return UNKNOWN_CLIENT;
  const address = ipaddr.IPv6.parse(text);
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
  return `${new ipaddr.IPv6([...address.parts.slice(0, 4), 0, 0, 0, 0]).toRFC5952String()}/64`;
}

/**
 * The network a request comes from, as limits on strangers' addresses count them: an IPv4 /24 or an IPv6 /48 (what
 * one site or provider customer usually holds), so that hopping addresses within it does not get round a limit.
 */
export function clientNetwork(header: string | null | undefined): string {
  const address = clientAddress(header);
  if (address === UNKNOWN_CLIENT) return address;
  if (!address.includes(':')) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  const parts = ipaddr.IPv6.parse(address.replace(/\/64$/, '')).parts;
  return `${new ipaddr.IPv6([...parts.slice(0, 3), 0, 0, 0, 0, 0]).toRFC5952String()}/48`;
}
