import { jsonLdText } from '../lib/domain/structured-data';

/** Structured data for search engines; the edge moves it into <head> (see middleware/structured-data-head). */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
