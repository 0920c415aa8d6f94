/** A host name as DNS has it: labels of letters, digits and hyphens (IDNs arrive as punycode), at most 253 characters. */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const IPV6_LITERAL = /^\[[0-9a-f:.]+\]$/;

/**
 * The host a `Host` header names, as the registry of schools compares it: lower case, without the port and a
 * trailing dot; undefined when the header is missing or not a host name at all.
 */
export function hostOf(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const lower = header.trim().toLowerCase();
  const host = lower.startsWith('[') ? lower.replace(/(\])(?::\d{1,5})?$/, '$1') : lower.replace(/:\d{1,5}$/, '');
  const bare = host.replace(/\.$/, '');
  return HOST_NAME.test(bare) || IPV6_LITERAL.test(bare) ? bare : undefined;
}
