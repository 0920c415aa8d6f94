import type { ContentForm } from '../domain/content-forms';
import { getDashTeachers } from './dashboard';

/** The records each relation field of a form may point at (only teachers today), for its choices and its check. */
export async function getRelationOptions(
  form: ContentForm,
): Promise<Record<string, Array<{ id: string; name: string }>>> {
  const relations = form.fields.filter((field) => field.kind === 'relation');
  if (relations.length === 0) return {};
  const teachers = await getDashTeachers();
  return Object.fromEntries(relations.map((field) => [field.name, teachers.map((t) => ({ id: t.id, name: t.name }))]));
}

export async function getRelationTargets(form: ContentForm): Promise<Record<string, Set<string>>> {
  const options = await getRelationOptions(form);
  return Object.fromEntries(Object.entries(options).map(([name, list]) => [name, new Set(list.map((o) => o.id))]));
}
