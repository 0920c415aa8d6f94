type Field = { name: string; type: string; required?: boolean; [option: string]: unknown };
type Rules = Record<'listRule' | 'viewRule' | 'createRule' | 'updateRule' | 'deleteRule', string | null>;
type CollectionDefinition = {
  name: string;
  type?: 'view';
  viewQuery?: string;
  fields: Field[];
  indexes?: string[];
  /** The site works without it; what it lacks then. */
  optional?: string;
  rules?: Rules;
};

export const SITE_COLLECTIONS: CollectionDefinition[];
export const PUBLIC_READ: Rules;
export const PUBLISHED_READ: Rules;
export const EDITOR_WRITES: Rules;
export const OWNED_PUBLISHED: Rules;
/** `users.role` as the site's schema defines it. */
export const ROLE_FIELD: Field;
/** The fields of a post that a version (post_versions.data) keeps. */
export const VERSIONED_FIELDS: string[];
export function rulesOf(definition: CollectionDefinition): Rules;
export const AUTODATES: Field[];
export const STATUSES: string[];
export function mergeCollection(
  existing: Record<string, unknown> | null,
  definition: CollectionDefinition,
  collectionId: (name: string) => string,
): Record<string, unknown>;
export function mergeUsers(existing: {
  fields: Field[];
  updateRule: string | null;
}): { fields: Field[]; updateRule: string | null } | null;
export function indexName(statement: string): string | undefined;
