import * as v from 'valibot';

/** Error messages by field name (the form's own names), plus `form` for what concerns the whole form. */
export type FormErrors = Partial<Record<string, string>>;

/** Where an issue of a form's schema stands in its values: keys and indexes, outermost first. */
export type IssuePath = ReadonlyArray<string | number>;

/**
 * Runs a form's schema (valibot, with its German messages) over what was typed: the messages by the form's field
 * names (`fieldOf` names the field of a value's path), the first one per field, in the schema's order.
 */
export function formErrors<T>(
  schema: v.GenericSchema<T, unknown>,
  values: T,
  fieldOf: (path: IssuePath) => string,
): FormErrors {
  const result = v.safeParse(schema, values);
  const errors: FormErrors = {};
  if (result.success) return errors;
  for (const issue of result.issues) {
    const path = (issue.path ?? []).map((item) => item.key as string | number);
    errors[fieldOf(path)] ??= issue.message;
  }
  return errors;
}

/** A text's check whose German message depends on what was typed: `problem` returns it, or undefined when fine. */
export function textProblem(problem: (text: string) => string | undefined) {
  return v.check<string, (issue: v.CheckIssue<string>) => string>(
    (text) => problem(text) === undefined,
    (issue) => problem(issue.input) ?? '',
  );
}
