/** PocketBase record ids: 15 characters of a–z and 0–9. Anything else never reaches a filter. */
export function isRecordId(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z0-9]{15}$/.test(value);
}
