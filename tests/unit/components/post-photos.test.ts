import { aPost } from '../fixtures';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { PostCard } from '../../../src/components/post-card';
import { PostCover, PostGallery } from '../../../src/components/post-photos';
import { staticMarkup } from '../../../src/components/static-markup';
import type { FileRef } from '../../../src/lib/domain/types';
import { toPublishing } from '../../../src/lib/domain/publishing';

const photo = (name: string, alt?: string): FileRef => ({
  name,
  url: `/api/files/pbc_posts/post0000000001/${name}`,
  isImage: true,
  ...(alt === undefined ? {} : { alt }),
});
const described = photo('lauf.jpg', 'Kinder laufen über die Ziellinie');
const decorative = photo('girlande.png', '');
const unnamed = photo('siegerehrung.webp');

const post = (files: FileRef[]) =>
  aPost({
    id: 'post0000000001',
    collectionId: 'pbc_posts',
    files,
    created: '',
    updated: '',
    publishing: toPublishing('published', ''),
  });

/** Every <img>'s alt, in order, and whether it sits in a link (its name would then come from the alt). */
function images(html: string): Array<{ alt: string | undefined; linked: boolean }> {
  const found: Array<{ alt: string | undefined; linked: boolean }> = [];
  const tag = /<a [^>]*>|<\/a>|<img [^>]*>/g;
  let open = false;
  for (const [markup] of html.matchAll(tag)) {
    if (markup.startsWith('<a ')) open = true;
    else if (markup === '</a>') open = false;
    else found.push({ alt: /\salt="([^"]*)"/.exec(markup)?.[1], linked: open });
  }
  return found;
}
const render = (element: Parameters<typeof renderToStaticMarkup>[0]) => images(renderToStaticMarkup(element));

describe('a post card shows its photo with the alt text the editor gave', () => {
  test('given: the text', () => {
    expect(render(h(PostCard, { post: post([described]), headingLevel: 2 }))).toEqual([
      { alt: 'Kinder laufen über die Ziellinie', linked: false },
    ]);
  });

  test('decorative or missing: empty, since the title link beside it names the post', () => {
    expect(render(h(PostCard, { post: post([decorative]), headingLevel: 2 }))[0]?.alt).toBe('');
    expect(render(h(PostCard, { post: post([unnamed]), headingLevel: 2 }))[0]?.alt).toBe('');
  });
});

describe("a post page's cover photo", () => {
  test('given: the text, in a link to the full size', () => {
    expect(render(h(PostCover, { file: described, title: 'Sporttag' }))).toEqual([
      { alt: 'Kinder laufen über die Ziellinie', linked: true },
    ]);
  });

  test('missing: named by the post title, as before', () => {
    expect(render(h(PostCover, { file: unnamed, title: 'Sporttag' }))).toEqual([{ alt: 'Sporttag', linked: true }]);
  });

  test('decorative: empty alt and no link around it, so nothing names it', () => {
    const html = renderToStaticMarkup(h(PostCover, { file: decorative, title: 'Sporttag' }));
    expect(images(html)).toEqual([{ alt: '', linked: false }]);
    expect(html).not.toMatch(/aria-label|title=|<figcaption/);
  });
});

describe("a post page's gallery", () => {
  test('each photo gets its own alt text; one without gets the title and its place; a decorative one stays silent', () => {
    expect(render(h(PostGallery, { files: [unnamed, described, decorative], title: 'Sporttag' }))).toEqual([
      { alt: 'Sporttag – Bild 2', linked: true },
      { alt: 'Kinder laufen über die Ziellinie', linked: true },
      { alt: '', linked: false },
    ]);
  });
});

test('the gallery, decorative photos included, still reaches the browser once, as static HTML', () => {
  const gallery = h(PostGallery, { files: [described, decorative, unnamed], title: 'Sporttag' });
  expect(staticMarkup(gallery)).toBe(renderToStaticMarkup(gallery));
});
