import { fallbackSchool, SCHOOL_FACTS, type SchoolIdentity } from '../domain/school';
import { DEFAULT_SITE_ID } from '../platform/config';
import { getSiteConfig } from '../platform/request-context';
import { log } from '../platform/request-context';
import { BackendUnavailableError } from './read-errors';
import { expectItems, fileUrl, read, SetupIncompleteError } from './client';
import type { SchoolRecord } from './records';
import { Read } from './read-result';
import { describeError } from '../platform/log';

/**
 * The school this site belongs to: its `school` record over SCHOOL_NAME/SCHOOL_SHORT_NAME. The collection is
 * optional, and a backend outage must not take the header with it, so both fall back to the settings.
 * `fresh`: the dashboard shows the record as it is now. A page using the fallback for an outage is degraded.
 */
export async function getSchool({ fresh = false } = {}): Promise<Read<SchoolIdentity>> {
  const { schoolName, schoolShortName, siteId } = getSiteConfig();
  const fallback = fallbackSchool(schoolName, schoolShortName, siteId === DEFAULT_SITE_ID);
  try {
    const result = await read((pb) => pb.collection('school').getList<SchoolRecord>(1, 1, { sort: 'created' }), {
      optional: true,
      fresh,
    });
    return result.map(({ items }) => {
      const record = expectItems<SchoolRecord>(items)[0];
      return record ? toSchool(record, fallback) : fallback;
    });
  } catch (error) {
    if (error instanceof SetupIncompleteError) return Read.of(fallback);
    if (!(error instanceof BackendUnavailableError)) throw error;
    log('error', 'school-record-unavailable', { error: describeError(error), using: 'SCHOOL_NAME' });
    return new Read(fallback, undefined, true);
  }
}

function toSchool(record: SchoolRecord, fallback: SchoolIdentity): SchoolIdentity {
  const school = { ...fallback };
  for (const { key, field } of SCHOOL_FACTS) {
    const value = record[field as keyof SchoolRecord]?.trim();
    if (value) school[key] = value;
  }
  // A school that names itself but not its short form is still itself in the title.
  if (!record.short_name?.trim() && record.name?.trim()) school.shortName = school.name;
  school.accentColor = record.accent_color?.trim() ?? '';
  school.logo = record.logo ? fileUrl(record.collectionId, record.id, record.logo) : '';
  return school;
}
