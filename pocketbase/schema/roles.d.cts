type WriteRules = Record<'createRule' | 'updateRule' | 'deleteRule', string | null>;
type Rules = Record<'listRule' | 'viewRule' | 'createRule' | 'updateRule' | 'deleteRule', string | null>;

/** The values of `users.role`; an empty role may read the dashboard only. */
export const ROLES: { author: 'author'; editor: 'editor' };
export const ROLE_VALUES: ('author' | 'editor')[];
export const STAFF_RULE: string;
export const EDITOR_RULE: string;
export const AUTHOR_RULE: string;
export const AUTHOR_CREATE_RULE: string;
export const AUTHOR_UPDATE_RULE: string;
export const AUTHOR_DELETE_RULE: string;
/** posts and calendar */
export const OWNED_WRITE_RULES: WriteRules;
/** every other content collection */
export const EDITOR_WRITE_RULES: WriteRules;
/** post_versions */
export const VERSION_RULES: Rules;
export const ROLE_GUARD: string;
export const NAME_GUARD: string;
export const SELF_UPDATE_RULE: string;
export function guardUsersUpdateRule(rule: string | null | undefined): string | null;
export function hasAccountGuards(rule: string | null | undefined): boolean;
