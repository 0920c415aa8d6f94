import { wrappingRow } from '../../../styles/layout';
import { controlSurface, wideFieldFrame } from '../../../styles/controls';
import { css } from '@linaria/core';
import { fontSize, fontWeight, radius } from '../../../styles/theme';
import { RichTextEditor } from '../client-components';
import type { RichTextClasses, RichTextFieldProps } from './rich-text-editor';

export type { RichTextFieldProps };

/**
 * The post form's text field: a plain textarea without JavaScript, the rich-text editor with it. A server
 * component only to carry the styles: from here they reach the dashboard's CSS, not every public page's.
 */
export function RichTextField(props: RichTextFieldProps) {
  return <RichTextEditor {...props} classes={classes} />;
}

const field = css`
  display: grid;
  gap: 0.5rem;
`;

const textarea = css`
  width: 100%;
  min-height: 12rem;
  ${wideFieldFrame}
  ${controlSurface}
  &[aria-invalid='true'] {
    border-color: var(--color-danger);
  }
`;

const toolbar = css`
  ${wrappingRow}
  gap: 0.25rem;
`;

const button = css`
  min-height: 44px;
  padding: 0.25rem 0.75rem;
  border: 2px solid var(--color-text-muted);
  border-radius: 0.5rem;
  ${controlSurface}
  font-size: ${fontSize.small};
  cursor: pointer;
  &:hover:not(:disabled, [aria-pressed='true']) {
    background: var(--color-surface-alt);
  }
  &[aria-pressed='true'] {
    border-color: var(--color-primary-strong);
    background: var(--color-primary-strong);
    color: var(--color-bg);
    font-weight: ${fontWeight.bold};
  }
  &:disabled {
    cursor: not-allowed;
    color: var(--color-text-muted);
    border-style: dashed;
  }
`;

/* tiptap's injected CSS, which the site's CSP refuses, reduced to what these extensions need. */
const editable = css`
  position: relative;
  min-height: 12rem;
  ${wideFieldFrame}
  background: var(--color-surface);
  color: var(--color-text);
  word-wrap: break-word;
  white-space: pre-wrap;
  white-space: break-spaces;
  font-variant-ligatures: none;
  &[aria-invalid='true'] {
    border-color: var(--color-danger);
  }
  & a {
    color: var(--color-primary-strong);
  }
  & blockquote {
    margin-inline: 0;
    padding-left: 1rem;
    border-left: 4px solid var(--color-border);
  }
  & .ProseMirror-gapcursor {
    display: none;
    pointer-events: none;
    position: absolute;
  }
  &.ProseMirror-focused .ProseMirror-gapcursor {
    display: block;
  }
  & .ProseMirror-gapcursor::after {
    content: '';
    display: block;
    position: absolute;
    top: -2px;
    width: 20px;
    border-top: 1px solid var(--color-text);
  }
  & img.ProseMirror-separator {
    display: inline !important;
    border: none !important;
    margin: 0 !important;
    width: 0 !important;
    height: 0 !important;
  }
`;

const linkPanel = css`
  ${wrappingRow}
  align-items: center;
  gap: 0.5rem;
  padding: 0.5rem;
  border: 2px solid var(--color-border);
  border-radius: ${radius};
  background: var(--color-surface-alt);
  & input {
    min-height: 44px;
    min-width: min(20rem, 100%);
    padding: 0.25rem 0.5rem;
    border: 2px solid var(--color-text-muted);
    border-radius: 0.5rem;
    ${controlSurface}
  }
`;

const linkError = css`
  flex-basis: 100%;
  margin: 0;
  color: var(--color-danger);
`;

const note = css`
  margin: 0;
  color: var(--color-text-muted);
  font-size: ${fontSize.small};
`;

const classes: RichTextClasses = { field, textarea, toolbar, button, editable, linkPanel, linkError, note };
