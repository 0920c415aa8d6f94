/**
 * The team (contract.md, "Staff accounts and sign-in"): admins invite colleagues, give them roles, rename,
 * deactivate and remove their accounts, and read the audit log, in /dash/team. PocketBase's rules on `users` and its
 * hooks (pocketbase/pb_hooks/staff.pb.js, audit.pb.js) decide and record; the site only asks, with the admin's
 * own token. Code outside this folder imports from here.
 *
 * - rules/team-form.ts   the forms' fields, checks and words (pure)
 * - team-backend.ts      the accounts and the audit log, read and written as the signed-in admin
 * - routes.ts            POST /dash/team, /dash/team/{id} and /dash/konto (one's own mails), a step of the edge router
 */
export { ACCOUNT_PATH, default as teamForms, MAILS_FIELD, memberHref, TEAM_BASE, teamRouteOf } from './routes';
export {
  type AuditEntry,
  type AuditFilter,
  AUDIT_PAGE_SIZE,
  getMember,
  listAudit,
  listTeam,
  type TeamMember,
} from './team-backend';
export * from './rules/team-form';
