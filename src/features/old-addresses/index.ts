/**
 * Old addresses (contract.md, "Moving in"): the pages of a school's former website, and any address editors name,
 * answer 301 to their page here. Code outside this folder imports from here.
 *
 * - rules/old-address.ts   how an address is compared, which queries count, the table as a lookup (pure)
 * - redirect-table.ts      the school's `redirects`, read through the edge cache
 * - old-addresses.ts       the edge router's step: 404 or a WordPress query on the root → 301
 */
export { oldAddresses } from './old-addresses';
