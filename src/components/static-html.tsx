import type { ReactNode } from 'react';
import { type StaticHtmlAttributes, StaticHtmlClient } from './static-html-client';
import { staticMarkup } from './static-markup';

/**
 * An element whose content has no interactive parts (links inside are plain <a>s; a click on one still
 * navigates on the client). Its HTML is written once, in the RSC pass (components/static-markup); on a page
 * load the edge drops it from the inline RSC payload, as the page's HTML already carries it
 * (lib/edge/flight-payload). Content the markup writer cannot take, such as a client component, renders as
 * elements instead, and the page still works (tests/worker/budgets.test.ts names such pages).
 */
export function StaticHtml({ children, ...attributes }: StaticHtmlAttributes & { children?: ReactNode }) {
  const html = staticMarkup(children);
  if (html === undefined) return <StaticHtmlClient {...attributes}>{children}</StaticHtmlClient>;
  return <StaticHtmlClient {...attributes} html={html} />;
}
