import type { Editor } from '@tiptap/core';
import { type KeyboardEvent, useEffect, useId, useReducer, useRef, useState } from 'react';
import { linkAddress } from '../../../lib/domain/editor-html';

export type ToolbarClasses = { toolbar: string; button: string; linkPanel: string; linkError: string };

type Action = {
  label: string;
  /** A toggle: aria-pressed says whether it applies where the cursor is. */
  pressed?: (editor: Editor) => boolean;
  enabled?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
  keys?: string;
};

const ACTIONS: Action[] = [
  {
    label: 'Fett',
    keys: 'Control+B',
    pressed: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: 'Kursiv',
    keys: 'Control+I',
    pressed: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: 'Überschrift',
    pressed: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: 'Unterüberschrift',
    pressed: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: 'Aufzählung',
    pressed: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Nummerierung',
    pressed: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: 'Zitat',
    pressed: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
];

const HISTORY: Action[] = [
  {
    label: 'Rückgängig',
    keys: 'Control+Z',
    enabled: (e) => e.can().undo(),
    run: (e) => e.chain().focus().undo().run(),
  },
  {
    label: 'Wiederholen',
    keys: 'Control+Shift+Z',
    enabled: (e) => e.can().redo(),
    run: (e) => e.chain().focus().redo().run(),
  },
];

/** The editor's German toolbar: real buttons, arrow keys move between them as in any toolbar. */
export function EditorToolbar({
  editor,
  controls,
  classes,
}: {
  editor: Editor;
  controls: string;
  classes: ToolbarClasses;
}) {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const [linkOpen, setLinkOpen] = useState(false);
  useEffect(() => {
    editor.on('transaction', rerender);
    return () => {
      editor.off('transaction', rerender);
    };
  }, [editor]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
    const index = buttons.indexOf(event.target as HTMLButtonElement);
    if (index < 0) return;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    buttons[(next + buttons.length) % buttons.length]?.focus();
  };

  const button = (action: Action) => (
    <button
      key={action.label}
      type="button"
      className={classes.button}
      aria-pressed={action.pressed?.(editor)}
      aria-keyshortcuts={action.keys}
      disabled={action.enabled ? !action.enabled(editor) : false}
      // A mouse click leaves the focus and selection in the text; keyboard users get focus moved back there by run().
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => action.run(editor)}
    >
      {action.label}
    </button>
  );
  const inLink = editor.isActive('link');
  return (
    <>
      <div
        role="toolbar"
        aria-label="Textformat"
        aria-controls={controls}
        className={classes.toolbar}
        onKeyDown={handleKeyDown}
      >
        {ACTIONS.map(button)}
        {button({ label: 'Link setzen', pressed: () => linkOpen, run: () => setLinkOpen(!linkOpen) })}
        {button({
          label: 'Link entfernen',
          enabled: () => inLink,
          run: (e) => e.chain().focus().extendMarkRange('link').unsetLink().run(),
        })}
        {HISTORY.map(button)}
      </div>
      {linkOpen && <LinkPanel editor={editor} classes={classes} onClose={() => setLinkOpen(false)} />}
    </>
  );
}

/** Asks for the address inline, not with prompt(): the panel is part of the page, for keyboards and screen readers. */
function LinkPanel({ editor, classes, onClose }: { editor: Editor; classes: ToolbarClasses; onClose: () => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState(false);
  const errorId = useId();
  useEffect(() => inputRef.current?.focus(), []);

  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const apply = () => {
    const href = linkAddress(inputRef.current?.value ?? '');
    if (!href) {
      setError(true);
      inputRef.current?.focus();
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    // With nothing selected the address itself becomes the link's text.
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
    onClose();
  };
  // Inside the post's form: Enter must set the link, not submit the form.
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };
  const current = editor.getAttributes('link').href as string | undefined;
  return (
    <div className={classes.linkPanel}>
      <label>
        Linkadresse{' '}
        <input
          ref={inputRef}
          type="text"
          inputMode="url"
          defaultValue={current ?? ''}
          placeholder="https://… oder /seite"
          aria-invalid={error || undefined}
          aria-describedby={error ? errorId : undefined}
          onKeyDown={handleKeyDown}
          onInput={() => setError(false)}
        />
      </label>
      <button type="button" className={classes.button} onClick={apply}>
        Übernehmen
      </button>
      <button type="button" className={classes.button} onClick={close}>
        Abbrechen
      </button>
      {error && (
        <p id={errorId} className={classes.linkError} role="alert">
          Bitte eine Adresse wie https://www.beispiel.at, /seite, mailto:… oder tel:… eingeben.
        </p>
      )}
    </div>
  );
}
