import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { fontWeight } from '../../../styles/theme';

/**
 * The frame of the pages staff see before they are signed in (sign-in, a forgotten password, a new password, an
 * invitation): a heading, what to say above the form (a refusal, a confirmation), and the form.
 */
export function AccountBox({
  id,
  title,
  alert,
  info,
  children,
}: {
  id: string;
  title: string;
  alert?: string;
  info?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={box} aria-labelledby={id}>
      <h1 id={id}>{title}</h1>
      {info && (
        <p className={infoNote} role="status">
          {info}
        </p>
      )}
      {alert && (
        <p className={alertNote} role="alert" id={`${id}-fehler`}>
          {alert}
        </p>
      )}
      {children}
    </section>
  );
}

/** A text input with its label, as these pages show them. */
export function AccountField({
  label,
  hint,
  ...input
}: { label: string; hint?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={field}>
      {label}
      <input {...input} />
      {hint && <span className={hintText}>{hint}</span>}
    </label>
  );
}

/** The account's e-mail address, as typed before (from the address); described by the box's alert when there is one. */
export function AccountEmailField({ boxId, value, alert }: { boxId: string; value: string; alert?: string }) {
  return (
    <AccountField
      label="E-Mail-Adresse"
      type="email"
      name="email"
      autoComplete="username"
      required
      defaultValue={value}
      aria-describedby={alert ? `${boxId}-fehler` : undefined}
    />
  );
}

export const accountForm = css`
  display: grid;
  gap: 1rem;
`;

const box = css`
  max-width: 28rem;
  margin: 2rem auto;
  padding: 2rem;
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  @media (max-width: 30rem) {
    padding: 1.25rem;
  }
`;

const field = css`
  display: grid;
  gap: 0.25rem;
  font-weight: ${fontWeight.bold};
  input {
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border: 1px solid var(--color-text-muted);
    border-radius: 0.5rem;
    background: var(--color-bg);
    color: var(--color-text);
    font: inherit;
    font-weight: ${fontWeight.normal};
  }
`;

const hintText = css`
  font-weight: ${fontWeight.normal};
  color: var(--color-text-muted);
`;

const alertNote = css`
  padding: 0.75rem 1rem;
  border-left: 4px solid var(--color-danger);
  background: var(--color-surface-alt);
`;

const infoNote = css`
  padding: 0.75rem 1rem;
  border-left: 4px solid var(--color-primary);
  background: var(--color-surface-alt);
`;

/** The message a form's redirect named in `?fehler=`, from the page's own table; a name not in it shows nothing. */
export function namedMessage(messages: Record<string, string>, name: string): string | undefined {
  return Object.hasOwn(messages, name) ? messages[name] : undefined;
}
