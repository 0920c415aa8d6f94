/** PocketBase record ids: 15 characters of a–z and 0–9. Anything else never reaches a filter. */
export function isRecordId(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z0-9]{15}$/.test(value);
}

/**
 * PocketBase collection ids: `pbc_` and digits for collections 0.23+ creates, 15 characters of a–z and 0–9 for
 * those a 0.22 database brought along. Anything else is not an address of ours.
 */
export function isCollectionId(value: unknown): value is string {
  return typeof value === 'string' && (/^pbc_[0-9]{1,20}$/.test(value) || isRecordId(value));
}
