import { coverImage, upToThreeColumns } from '../styles/layout';
import { css, cx } from '@linaria/core';
import { PageHeader } from '../components/page-header';
import { PageMeta } from '../components/page-meta';
import { ResponsiveImage } from '../components/responsive-image';
import { SectionUnavailable } from '../components/section-unavailable';
import { StaticHtml } from '../components/static-html';
import { getClasses, settle } from '../lib/content';
import { isShownClass } from '../lib/domain/class-name';
import { downloadName } from '../lib/domain/files';
import { fontSize, fontWeight, media } from '../styles/theme';
import { PHONE_IMAGE_WIDTH } from '../lib/domain/thumb-sizes';
import { gridList } from '../styles/lists';
import { dynamicRender } from './_components/render';

export default async function ClassesPage() {
  const classes = await settle(getClasses());
  return (
    <>
      <PageMeta
        title="Klassen"
        path="/klassen"
        description="Unsere Klassen mit Klassenfoto, Stundenplan und Klassenvorstand."
      />
      <PageHeader title="Klassen" lead="Klassenfotos, Stundenpläne und Klassenvorstände." />
      {classes.ok ? (
        <StaticHtml as="ul" className={cx(gridList, grid)}>
          {classes.value
            .filter((cls) => isShownClass(cls.since))
            .map((cls, index) => (
              <li key={cls.id} className={card}>
                {cls.photo ? (
                  <ResponsiveImage
                    file={cls.photo}
                    alt={`Klassenfoto ${cls.displayName}`}
                    sizes={`(min-width: 1280px) 22rem, (min-width: 600px) 45vw, ${PHONE_IMAGE_WIDTH}`}
                    priority={index === 0}
                    className={photo}
                  />
                ) : (
                  <div className={noPhoto}>Noch kein Klassenfoto</div>
                )}
                <div className={body}>
                  <h2 className={title}>{cls.displayName}</h2>
                  <p className={meta}>Klassenvorstand: {cls.teacher?.name ?? 'wird noch bekannt gegeben'}</p>
                  {cls.timetable && (
                    <a
                      href={cls.timetable.url}
                      className={timetable}
                      {...(cls.timetable.isImage ? {} : { download: downloadName(cls.timetable.name) })}
                    >
                      Stundenplan {cls.timetable.isImage ? 'ansehen' : 'herunterladen'}
                      <span className="visually-hidden"> für {cls.displayName}</span>
                      {!cls.timetable.isImage && ` (${downloadName(cls.timetable.name)})`}
                    </a>
                  )}
                  <a href={`/posts?class=${cls.id}`} className={posts}>
                    Beiträge der Klasse
                    <span className="visually-hidden"> {cls.displayName}</span>
                  </a>
                </div>
              </li>
            ))}
        </StaticHtml>
      ) : (
        <SectionUnavailable what="Die Klassen" />
      )}
    </>
  );
}

export const getConfig = dynamicRender;

const grid = css`
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  ${upToThreeColumns}
`;

const card = css`
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  overflow: hidden;
`;

const photo = css`
  ${coverImage}
`;

const noPhoto = css`
  display: grid;
  place-items: center;
  aspect-ratio: 16 / 9;
  background: var(--color-surface-alt);
  color: var(--color-text-muted);
`;

const body = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.375rem;
  padding: 1rem 1.25rem 1.25rem;
`;

const title = css`
  margin: 0;
  font-size: ${fontSize.large};
`;

const meta = css`
  margin: 0;
  color: var(--color-text-muted);
`;

const timetable = css`
  font-weight: ${fontWeight.bold};
`;

const posts = css`
  font-weight: ${fontWeight.bold};
`;
