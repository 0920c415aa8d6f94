import { Editor } from '@tiptap/core';
import { StarterKit } from '@tiptap/starter-kit';

export type EditorSetup = {
  element: HTMLElement;
  html: string;
  attributes: Record<string, string>;
  onUpdate: (html: string) => void;
};

/**
 * StarterKit reduced to what the site's sanitiser keeps and the toolbar offers: p, h2/h3, strong, em, lists,
 * blockquote, br and plain links. Loaded only in the browser (rich-text-editor.tsx imports it dynamically).
 */
export function createEditor({ element, html, attributes, onUpdate }: EditorSetup): Editor {
  return new Editor({
    element,
    content: html,
    // The site's CSP admits no injected <style>; the editor's few needed rules are in rich-text-field.tsx.
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: {
          openOnClick: false,
          defaultProtocol: 'https',
          // The sanitiser sets its own rel on external links and keeps no target or class.
          HTMLAttributes: { target: null, rel: null, class: null },
        },
      }),
    ],
    editorProps: { attributes },
    onUpdate: ({ editor }) => onUpdate(editor.isEmpty ? '' : editor.getHTML()),
  });
}
