/** A subscription whose choice was not saved again within this many days is deleted (placeholder; the page's module). */
export const PUSH_RETENTION_DAYS = 400;
