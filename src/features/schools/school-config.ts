import type { SiteConfig } from '../../lib/platform/config';
import type { RegisteredSchool } from './rules/school-registry';

/**
 * The settings of a school of the registry: its own id, PocketBase, address and names; what the deployment sets for
 * all (cache TTL, the Access service token, HSTS, debug headers) from `deployment`.
 */
export function registeredSchoolConfig(deployment: SiteConfig, school: RegisteredSchool): SiteConfig {
  return {
    ...deployment,
    siteId: school.id,
    cacheScope: `${school.id}.${school.version}`,
    pocketbaseUrl: school.pocketbaseUrl,
    schoolName: school.name,
    schoolShortName: school.shortName,
    siteUrl: school.siteUrl,
  };
}
