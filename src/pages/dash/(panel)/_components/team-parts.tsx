import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { Link } from 'waku';
import { described, Field } from '../../../../components/dash/form/fields';
import { inputStyle } from '../../../../components/dash/form/fields';
import { PageMeta } from '../../../../components/page-meta';
import type { FormErrors } from '../../../../lib/domain/form-schema';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, type StaffRole } from '../../../../lib/domain/staff-roles';
import { GIVEN_ROLES } from '../../../../features/team';
import { managesTeam } from '../../../../lib/domain/staff-roles';
import { requireStaffSession } from '../../../../lib/platform/request-context';
import { space } from '../../../../styles/theme';

/** Team pages are the Administration's: anyone else is told so (PocketBase would show them nothing anyway). */
export function TeamOnly({ title, path, children }: { title: string; path: string; children: ReactNode }) {
  const session = requireStaffSession();
  if (!managesTeam(session.role)) {
    return (
      <>
        <PageMeta title={`${title} – Verwaltung`} path={path} noindex />
        <h1>{title}</h1>
        <p>
          Die Konten des Teams verwaltet die Administration der Schule (meist die Schulleitung oder das Sekretariat).
          Wenden Sie sich an sie, wenn jemand eingeladen werden oder eine andere Rolle bekommen soll.
        </p>
        <p>
          <Link to="/dash/start">Zur Übersicht</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <PageMeta title={`${title} – Verwaltung`} path={path} noindex />
      {children}
    </>
  );
}

/** The role of an account, as a choice with what each role may. */
export function RoleField({ value, errors }: { value: StaffRole; errors: FormErrors }) {
  return (
    <fieldset className={roles}>
      <legend>Rolle</legend>
      {GIVEN_ROLES.map((role) => (
        <label key={role || 'leer'} className={roleChoice}>
          <input type="radio" name="role" value={role} defaultChecked={role === value} />
          <span>
            <strong>{ROLE_LABELS[role]}</strong>: {ROLE_DESCRIPTIONS[role]}
          </span>
        </label>
      ))}
      {errors.role && <p role="alert">{errors.role}</p>}
    </fieldset>
  );
}

/** The name colleagues see an account by (versions of posts are signed with it). */
export function NameField({ value, errors }: { value: string; errors: FormErrors }) {
  return (
    <Field
      name="name"
      label="Name"
      hint="So erscheint die Person im Dashboard und bei früheren Fassungen."
      errors={errors}
    >
      <input
        {...described('name', errors, true)}
        className={inputStyle}
        defaultValue={value}
        maxLength={100}
        required
      />
    </Field>
  );
}

export const teamForm = css`
  display: grid;
  gap: ${space.md};
  max-width: 40rem;
`;

const roles = css`
  display: grid;
  gap: ${space.sm};
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  padding: ${space.sm} ${space.md};
  legend {
    font-weight: bold;
  }
`;

const roleChoice = css`
  display: flex;
  gap: ${space.sm};
  align-items: flex-start;
  min-height: 44px;
  input {
    margin-top: 0.3rem;
    width: 1.25rem;
    height: 1.25rem;
    flex: none;
  }
`;
