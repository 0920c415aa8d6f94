/** The RSC assets manifest outside a build (vitest): no site CSS, as under `waku dev`. */
export default {};
