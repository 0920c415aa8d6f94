/**
 * Every page but the root is rendered per request (Waku's `render: 'dynamic'`): its content comes from PocketBase and
 * changes without a new build; the edge's page cache keeps what may be kept (docs/architecture.md).
 */
export const dynamicRender = async () => ({ render: 'dynamic' }) as const;
