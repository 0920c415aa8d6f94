import type { ReactNode } from 'react';
import { handOverStaticHtml } from '../lib/platform/request-context';
import { type StaticHtmlAttributes, StaticHtmlClient } from './static-html-client';
import { staticMarkup } from './static-markup';

/**
 * An element whose content has no interactive parts (links inside are plain <a>s; a click on one still
 * navigates on the client). Its HTML is written once, in the RSC pass (components/static-markup). On a public
 * page load it reaches the HTML pass beside the RSC payload (lib/platform/static-html-handover), so the page's
 * inline payload does not carry the page's text a second time; an RSC navigation carries it as a prop. Content
 * the markup writer cannot take, such as a client component, renders as elements instead, and the page still
 * works (tests/worker/budgets.test.ts names such pages).
 */
export function StaticHtml({ children, ...attributes }: StaticHtmlAttributes & { children?: ReactNode }) {
  const html = staticMarkup(children);
  if (html === undefined) return <StaticHtmlClient {...attributes}>{children}</StaticHtmlClient>;
  const id = handOverStaticHtml(html);
  // The id is its key too: when a navigation brings this element with its content, React mounts a new element
  // instead of giving content to one whose content it never rendered.
  if (id !== undefined) return <StaticHtmlClient key={id} {...attributes} serverHtml={id} />;
  return <StaticHtmlClient {...attributes} html={html} />;
}
