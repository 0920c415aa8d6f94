import { backLink } from '../styles/controls';
import { css } from '@linaria/core';
import { Link } from 'waku';
import type { Post } from '../lib/content';
import { shareImageOf, thumbUrl } from '../lib/domain/images';
import { articleData } from '../lib/domain/structured-data';
import { getSiteConfig } from '../lib/platform/request-context';
import { currentSchool } from '../lib/platform/request-context';
import { formatDate } from '../lib/domain/dates';
import { downloadName } from '../lib/domain/files';
import { excerpt } from '../lib/domain/text';
import { fontSize } from '../styles/theme';
import { ClassChips } from './class-chips';
import { JsonLd } from './json-ld';
import { PageMeta } from './page-meta';
import { PostCover, PostGallery } from './post-photos';
import { StaticHtml } from './static-html';

type PostDetailProps = {
  post: Post;
  path: string;
  back: { href: string; label: string };
  /** A staff preview: never indexed, no structured data. */
  preview?: boolean;
};

/** One post or project: text, image gallery, downloads, classes and teachers. */
export async function PostDetail({ post, path, back, preview = false }: PostDetailProps) {
  const images = post.files.filter((file) => file.isImage);
  const downloads = post.files.filter((file) => !file.isImage);
  const [cover, ...gallery] = images;
  const shareImage = shareImageOf(post);
  const school = await currentSchool();
  return (
    <article className={article}>
      <PageMeta
        title={post.title}
        path={path}
        description={excerpt(post.description, 160) || undefined}
        image={shareImage ? thumbUrl(shareImage, '1280x720') : undefined}
        imageAlt={shareImage?.alt}
        type="article"
        noindex={post.notFound || preview}
      />
      {!post.notFound && !preview && <JsonLd data={articleData(post, school, getSiteConfig().siteUrl)} />}
      <Link to={back.href} className={backLink}>
        ← {back.label}
      </Link>
      <header className={header}>
        <h1>{post.title}</h1>
        {post.date && (
          <p className={date}>
            <time dateTime={post.date.replace(' ', 'T')}>{formatDate(post.date)}</time>
          </p>
        )}
        <ClassChips classes={post.classes} />
      </header>
      {cover && <PostCover file={cover} title={post.title} />}
      {/* The text, gallery, downloads and teachers reach the browser once, as HTML (components/static-html). */}
      <StaticHtml>
        {/* sanitised on the server by sanitizeHtml */}
        {post.description && <div className={prose} dangerouslySetInnerHTML={{ __html: post.description }} />}
        {gallery.length > 0 && <PostGallery files={gallery} title={post.title} />}
        {downloads.length > 0 && (
          <section aria-labelledby="downloads">
            <h2 id="downloads">Downloads</h2>
            <ul className={downloadList}>
              {downloads.map((file) => (
                <li key={file.name}>
                  <a href={file.url} download={downloadName(file.name)}>
                    {downloadName(file.name)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        {post.teachers.length > 0 && (
          <p className={teachers}>
            {/* The post's teacher relation names the teachers in charge of the post or project. */}
            <strong>Verantwortliche {post.teachers.length === 1 ? 'Lehrkraft' : 'Lehrkräfte'}:</strong>{' '}
            {post.teachers.map((teacher) => teacher.name).join(', ')}
          </p>
        )}
      </StaticHtml>
    </article>
  );
}

const article = css`
  max-width: 52rem;
  margin: 0 auto;
`;

const header = css`
  margin-bottom: 1.5rem;
`;

const date = css`
  color: var(--color-text-muted);
  margin: 0 0 0.75rem;
`;

const prose = css`
  font-size: ${fontSize.base};
  margin-bottom: 2rem;
  overflow-wrap: break-word;
  img {
    border-radius: var(--radius);
  }
  table {
    border-collapse: collapse;
    width: 100%;
    display: block;
    overflow-x: auto;
  }
  td,
  th {
    border: 1px solid var(--color-border);
    padding: 0.375rem 0.625rem;
  }
`;

const downloadList = css`
  padding-left: 1.25rem;
  margin: 0 0 2rem;
`;

const teachers = css`
  color: var(--color-text-muted);
`;
