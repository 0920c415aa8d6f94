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
export function rulesOf(definition: CollectionDefinition): Rules;
export const AUTODATES: Field[];
export const STATUSES: string[];
export function mergeCollection(
  existing: Record<string, unknown> | null,
  definition: CollectionDefinition,
  collectionId: (name: string) => string,
): Record<string, unknown>;
export function indexName(statement: string): string | undefined;
