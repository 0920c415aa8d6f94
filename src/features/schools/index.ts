/**
 * Many schools (docs/many-schools.md): which school a request is for, by its Host header, from the registry of a
 * deployment serving many (a D1 database), and each school's settings. Code outside this folder imports from here.
 *
 * - rules/               the registry's rows and hosts (pure)
 * - school-directory.ts  the registry as this isolate remembers it (D1, refreshed in the background)
 * - request-school.ts    a request's school, or why it has none; school-config.ts a registered school's settings
 */
export { refusedAnswer, requestSchool } from './request-school';
export { registeredSchoolConfig } from './school-config';
export { hostSchoolFrom, type RegistryRow } from './rules/school-registry';
