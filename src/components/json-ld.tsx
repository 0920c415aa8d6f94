import { addStructuredData } from '../lib/platform/request-context';

/**
 * Structured data for search engines. Rendered as nothing: the edge writes it into <head> once the page is
 * rendered (middleware/page-head), where React neither hoists a <script> nor expects one when hydrating.
 */
export function JsonLd({ data }: { data: unknown }) {
  addStructuredData(data);
  return null;
}
