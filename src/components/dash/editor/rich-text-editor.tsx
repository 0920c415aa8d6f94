// Client code: reached only through ../client-components.tsx.
import type { Editor } from '@tiptap/core';
import { useEffect, useRef, useState } from 'react';
import { editorStartHtml, tagsEditorWouldLose } from '../../../lib/domain/editor-html';
import { RESTORED_EVENT } from '../../../lib/domain/form-drafts';
import { EditorToolbar, type ToolbarClasses } from './editor-toolbar';

export type RichTextFieldProps = {
  name: string;
  id: string;
  label?: never;
  /** Sanitised HTML, or plain text (read as paragraphs). */
  defaultValue: string;
  /** The id of the <label for={id}> rendered outside; without it the label's own id is used (or given one). */
  labelId?: string;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
};

export type RichTextClasses = ToolbarClasses & { field: string; textarea: string; editable: string; note: string };

type State = { kind: 'plain' } | { kind: 'editor'; editor: Editor } | { kind: 'kept'; lost: string[] };

// Vite replaces import.meta.env.SSR per build: the server bundle never contains tiptap.
const loadEditor = import.meta.env.SSR ? undefined : () => import('./create-editor');

/**
 * A textarea that a form posts without JavaScript; in the browser the rich-text editor takes its place and writes
 * its HTML back into it on every change, so the plain form post carries it.
 */
export function RichTextEditor({ classes, ...props }: RichTextFieldProps & { classes: RichTextClasses }) {
  const { name, id, defaultValue, labelId, describedBy, invalid, required } = props;
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const mountRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>({ kind: 'plain' });

  useEffect(() => {
    const textarea = textareaRef.current;
    const element = mountRef.current;
    if (!textarea || !element || !loadEditor) return;
    // What was typed before hydration counts, not only the server's value.
    const lost = tagsEditorWouldLose(textarea.value);
    if (lost.length > 0) {
      setState({ kind: 'kept', lost });
      return;
    }
    const label = textarea.labels?.[0];
    if (label && !label.id) label.id = `${id}-label`;
    let editor: Editor | undefined;
    let cancelled = false;
    const handleLabelClick = () => editor?.commands.focus();
    label?.addEventListener('click', handleLabelClick);
    // A draft put back into the form (FormKeeper) wrote the field: the editor shows it.
    const form = textarea.form;
    const handleRestored = () => editor?.commands.setContent(editorStartHtml(textarea.value));
    form?.addEventListener(RESTORED_EVENT, handleRestored);
    loadEditor()
      .then(({ createEditor }) => {
        if (cancelled) return;
        editor = createEditor({
          element,
          html: editorStartHtml(textarea.value),
          attributes: editableAttributes({ ...props, labelId: labelId ?? label?.id }, classes.editable),
          onUpdate: (html) => {
            textarea.value = html;
          },
        });
        setState({ kind: 'editor', editor });
      })
      // Without the editor (a failed chunk load) the plain field still works.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      label?.removeEventListener('click', handleLabelClick);
      form?.removeEventListener(RESTORED_EVENT, handleRestored);
      editor?.destroy();
    };
    // Set up once: rebuilding it on a prop change would throw away what was typed.
  }, []);

  const active = state.kind === 'editor';
  const noteId = `${id}-note`;
  return (
    <div className={classes.field} data-editor={state.kind}>
      {active && <EditorToolbar editor={state.editor} controls={`${id}-editor`} classes={classes} />}
      <div ref={mountRef} hidden={!active} />
      <textarea
        ref={textareaRef}
        id={id}
        name={name}
        defaultValue={defaultValue}
        rows={12}
        className={classes.textarea}
        // Hidden but still posted; `required` would block a submit the browser cannot point at.
        hidden={active}
        required={required && !active}
        aria-invalid={invalid || undefined}
        aria-describedby={
          [describedBy, state.kind === 'kept' ? noteId : undefined].filter(Boolean).join(' ') || undefined
        }
      />
      {state.kind === 'kept' && (
        <p id={noteId} className={classes.note}>
          Dieser Text enthält Elemente, die der Editor nicht darstellen kann ({state.lost.join(', ')}). Damit nichts
          verloren geht, wird er hier als HTML bearbeitet.
        </p>
      )}
    </div>
  );
}

function editableAttributes(props: RichTextFieldProps, className: string): Record<string, string> {
  const attributes: Record<string, string> = {
    id: `${props.id}-editor`,
    role: 'textbox',
    'aria-multiline': 'true',
    class: className,
  };
  if (props.labelId) attributes['aria-labelledby'] = props.labelId;
  if (props.describedBy) attributes['aria-describedby'] = props.describedBy;
  if (props.invalid) attributes['aria-invalid'] = 'true';
  if (props.required) attributes['aria-required'] = 'true';
  return attributes;
}
