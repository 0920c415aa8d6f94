import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDF, PIXEL_PNG } from './upload-fixtures';

/** One post of the old site as the tests write it, and what the import should make of it. */
export type OldPost = {
  wpId: number;
  guid: string;
  title: string;
  slug: string;
  /** Local time, as WordPress writes wp:post_date. */
  date: string;
  status: 'publish' | 'draft' | 'pending';
  category: 'Allgemein' | 'Projekte' | 'Kreatives';
  link: string;
  featured?: { id: number; url: string; alt: string };
  inline?: { url: string; sized: string; alt: string };
  pdf?: string;
  author: string;
};

const xml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const cdata = (text: string) => `<![CDATA[${text}]]>`;
const SLUG = { Allgemein: 'allgemein', Projekte: 'projekte', Kreatives: 'kreatives' } as const;

/**
 * The old site's posts: `count` of them over ten years, each with a featured photo (its alt text in the media
 * library), every third with a photo in its text (a sized copy), every fifth with a PDF; a few drafts and some waiting
 * for review; the first author has the e-mail of `ownerEmail`.
 */
export function oldPosts(base: string, count: number, ownerEmail: string): { posts: OldPost[]; ownerEmail: string } {
  const posts = Array.from({ length: count }, (_, i): OldPost => {
    const wpId = 1000 + i * 3;
    const year = 2016 + Math.floor(i / 20);
    const month = String((i % 12) + 1).padStart(2, '0');
    const day = String((i % 27) + 1).padStart(2, '0');
    const slug = `beitrag-${i + 1}-sporttag`;
    const folder = `${base}/wp-content/uploads/${year}/${month}`;
    return {
      wpId,
      guid: `${base}/?p=${wpId}`,
      title: `Sporttag & Fest Nr. ${i + 1}`,
      slug,
      date: `${year}-${month}-${day} 09:30:00`,
      status: i % 40 === 7 ? 'draft' : i % 50 === 9 ? 'pending' : 'publish',
      category: i % 4 === 1 ? 'Projekte' : i % 7 === 3 ? 'Kreatives' : 'Allgemein',
      link: `${base}/${year}/${month}/${slug}/`,
      featured: {
        id: wpId + 1,
        url: `${folder}/titel-${i + 1}.png`,
        alt: `Klasse ${(i % 4) + 1}A beim Lauf Nr. ${i + 1}`,
      },
      ...(i % 3 === 0
        ? {
            inline: {
              url: `${folder}/foto-${i + 1}.png`,
              sized: `${folder}/foto-${i + 1}-300x200.png`,
              alt: `Siegerehrung Nr. ${i + 1}`,
            },
          }
        : {}),
      ...(i % 5 === 0 ? { pdf: `${folder}/elternbrief-${i + 1}.pdf` } : {}),
      author: i % 2 === 0 ? 'direktion' : 'gast',
    };
  });
  return { posts, ownerEmail };
}

/** The WXR 1.2 export of those posts, as "Werkzeuge → Daten exportieren" writes it, with a page and comments too. */
export function wordpressExport(base: string, { posts, ownerEmail }: ReturnType<typeof oldPosts>): string {
  const items = posts.flatMap((post) => {
    const text = [
      `Am ${post.date.slice(0, 10)} war Sporttag.\n\nAlle liefen mit & hatten Spaß.`,
      post.inline
        ? `<img class="wp-image" src="${post.inline.sized}" alt="" width="300" height="200" srcset="${post.inline.sized} 300w, ${post.inline.url} 1024w" />`
        : '',
      post.pdf ? `<a href="${post.pdf}">Elternbrief (PDF)</a>` : '',
    ]
      .filter(Boolean)
      .join('\n\n');
    const attachments = [
      post.featured && { id: post.featured.id, url: post.featured.url, alt: post.featured.alt },
      post.inline && { id: post.wpId + 2, url: post.inline.url, alt: post.inline.alt },
    ].filter((a): a is { id: number; url: string; alt: string } => Boolean(a));
    return [
      `<item>
  <title>${xml(post.title)}</title>
  <link>${post.link}</link>
  <dc:creator>${cdata(post.author)}</dc:creator>
  <guid isPermaLink="false">${post.guid}</guid>
  <content:encoded>${cdata(text)}</content:encoded>
  <excerpt:encoded>${cdata('')}</excerpt:encoded>
  <wp:post_id>${post.wpId}</wp:post_id>
  <wp:post_date>${cdata(post.date)}</wp:post_date>
  <wp:post_date_gmt>${cdata(post.date.replace('09:30', '08:30'))}</wp:post_date_gmt>
  <wp:post_name>${cdata(post.slug)}</wp:post_name>
  <wp:status>${cdata(post.status)}</wp:status>
  <wp:post_type>${cdata('post')}</wp:post_type>
  <category domain="category" nicename="${SLUG[post.category]}">${cdata(post.category)}</category>
  <category domain="post_tag" nicename="schulleben">${cdata('Schulleben')}</category>
  ${post.featured ? `<wp:postmeta><wp:meta_key>${cdata('_thumbnail_id')}</wp:meta_key><wp:meta_value>${cdata(String(post.featured.id))}</wp:meta_value></wp:postmeta>` : ''}
  ${post.wpId % 2 === 0 ? `<wp:comment><wp:comment_id>${post.wpId}</wp:comment_id><wp:comment_content>${cdata('Super!')}</wp:comment_content></wp:comment>` : ''}
</item>`,
      ...attachments.map(
        (a) => `<item>
  <title>${xml(`IMG_${a.id}`)}</title>
  <guid isPermaLink="false">${base}/?attachment_id=${a.id}</guid>
  <wp:post_id>${a.id}</wp:post_id>
  <wp:post_type>${cdata('attachment')}</wp:post_type>
  <wp:attachment_url>${cdata(a.url)}</wp:attachment_url>
  <wp:postmeta><wp:meta_key>${cdata('_wp_attachment_image_alt')}</wp:meta_key><wp:meta_value>${cdata(a.alt)}</wp:meta_value></wp:postmeta>
</item>`,
      ),
    ];
  });
  return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
  <title>Alte Schulwebsite</title>
  <link>${base}</link>
  <wp:wxr_version>1.2</wp:wxr_version>
  <wp:base_site_url>${base}</wp:base_site_url>
  <wp:base_blog_url>${base}</wp:base_blog_url>
  <wp:author><wp:author_login>${cdata('direktion')}</wp:author_login><wp:author_email>${cdata(ownerEmail)}</wp:author_email></wp:author>
  <wp:author><wp:author_login>${cdata('gast')}</wp:author_login><wp:author_email>${cdata('gast@alte-schule.example')}</wp:author_email></wp:author>
  <wp:category><wp:term_id>1</wp:term_id><wp:category_nicename>${cdata('allgemein')}</wp:category_nicename><wp:cat_name>${cdata('Allgemein')}</wp:cat_name></wp:category>
  <wp:category><wp:term_id>2</wp:term_id><wp:category_nicename>${cdata('projekte')}</wp:category_nicename><wp:cat_name>${cdata('Projekte')}</wp:cat_name></wp:category>
  <wp:category><wp:term_id>3</wp:term_id><wp:category_nicename>${cdata('kreatives')}</wp:category_nicename><wp:cat_name>${cdata('Kreatives')}</wp:cat_name></wp:category>
  <item>
    <title>Über uns</title>
    <guid isPermaLink="false">${base}/?page_id=2</guid>
    <wp:post_id>2</wp:post_id>
    <wp:post_type>${cdata('page')}</wp:post_type>
    <wp:status>${cdata('publish')}</wp:status>
  </item>
  ${items.join('\n')}
</channel>
</rss>
`;
}

/** What a live WordPress answers on /wp-json/wp/v2/… for those posts: the published ones, two per page. */
function restAnswer(base: string, old: ReturnType<typeof oldPosts>, resource: string, page: number) {
  const published = old.posts.filter((post) => post.status === 'publish');
  const all: Record<string, unknown[]> = {
    posts: published.map((post) => ({
      id: post.wpId,
      guid: { rendered: post.guid },
      date: post.date.replace(' ', 'T'),
      date_gmt: post.date.replace(' ', 'T').replace('09:30', '08:30'),
      slug: post.slug,
      status: 'publish',
      link: post.link,
      title: { rendered: post.title.replace('&', '&#038;') },
      content: {
        rendered: `<p>Bericht vom Sporttag.</p>\n${post.inline ? `<img src="${post.inline.sized}" alt="">` : ''}`,
      },
      categories: [{ Allgemein: 1, Projekte: 2, Kreatives: 3 }[post.category]],
      featured_media: post.featured?.id ?? 0,
    })),
    media: published.flatMap((post) => [
      ...(post.featured
        ? [
            {
              id: post.featured.id,
              source_url: post.featured.url,
              alt_text: post.featured.alt,
              title: { rendered: 'x' },
            },
          ]
        : []),
      ...(post.inline
        ? [{ id: post.wpId + 2, source_url: post.inline.url, alt_text: post.inline.alt, title: { rendered: 'y' } }]
        : []),
    ]),
    categories: [
      { id: 1, name: 'Allgemein', slug: 'allgemein' },
      { id: 2, name: 'Projekte', slug: 'projekte' },
      { id: 3, name: 'Kreatives', slug: 'kreatives' },
    ],
  };
  const rows = all[resource];
  if (!rows) return undefined;
  const pages = Math.max(1, Math.ceil(rows.length / 2));
  return { pages, rows: rows.slice((page - 1) * 2, page * 2) };
}

/**
 * The old site on loopback: every upload of the posts (PNG or PDF), and what it was asked for. Sized copies
 * (…-300x200.png) answer too, as WordPress keeps them. With `old`, its REST API answers too (the published posts).
 */
export async function serveOldSite(old?: () => ReturnType<typeof oldPosts>) {
  const asked: string[] = [];
  let base = '';
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    asked.push(path);
    const rest = /^\/wp-json\/wp\/v2\/(\w+)\?per_page=100&page=(\d+)$/.exec(path);
    if (rest && old) {
      const answer = restAnswer(base, old(), rest[1]!, Number(rest[2]));
      if (!answer) return response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'application/json', 'x-wp-totalpages': String(answer.pages) });
      return response.end(JSON.stringify(answer.rows));
    }
    if (/\/wp-content\/uploads\/.+\.png$/.test(path)) {
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': PIXEL_PNG.length });
      response.end(Buffer.from(PIXEL_PNG));
    } else if (/\/wp-content\/uploads\/.+\.pdf$/.test(path)) {
      response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': PDF.length });
      response.end(Buffer.from(PDF));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  return {
    base,
    asked,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
