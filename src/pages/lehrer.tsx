import { coverImage, upToThreeColumns, wrappingRow } from '../styles/layout';
import { css, cx } from '@linaria/core';
import { PageHeader } from '../components/page-header';
import { PageMeta } from '../components/page-meta';
import { PersonAvatar } from '../components/person-avatar';
import { ResponsiveImage } from '../components/responsive-image';
import { SectionUnavailable } from '../components/section-unavailable';
import { StaticHtml } from '../components/static-html';
import { getMedia, getTeachers, settle } from '../lib/content';
import { fontSize, media } from '../styles/theme';
import { PHONE_IMAGE_WIDTH } from '../lib/domain/thumb-sizes';
import { gridList } from '../styles/lists';
import { dynamicRender } from './_components/render';

export default async function TeachersPage() {
  const [teachers, groupPicture] = await Promise.all([settle(getTeachers()), settle(getMedia('teacher_group_pic'))]);
  const picture = groupPicture.ok ? groupPicture.value : undefined;
  return (
    <>
      <PageMeta
        title="Lehrer:innen"
        path="/lehrer"
        description="Unser Kollegium: Lehrerinnen und Lehrer mit ihren Fächern und Kontakten."
      />
      <PageHeader title="Lehrer:innen" lead="Unser Kollegium – bei Fragen sind wir gerne für Sie da." />
      {picture?.file && (
        <figure className={group}>
          <ResponsiveImage
            file={picture.file}
            alt={picture.description ?? 'Gruppenfoto des Kollegiums'}
            sizes={`(min-width: 1280px) 72rem, ${PHONE_IMAGE_WIDTH}`}
            widths={[640, 720, 960, 1280]}
            priority
            className={groupImage}
          />
          {picture.description && <figcaption>{picture.description}</figcaption>}
        </figure>
      )}
      {teachers.ok ? (
        <StaticHtml as="ul" className={cx(gridList, list)}>
          {teachers.value.map((teacher) => (
            <li key={teacher.id} className={card}>
              <PersonAvatar teacher={teacher} />
              <div className={details}>
                <h2 className={name}>{teacher.name}</h2>
                {teacher.subject && <p className={subject}>{teacher.subject}</p>}
                {teacher.email && (
                  <a href={`mailto:${teacher.email}`} className={mail}>
                    {teacher.email}
                  </a>
                )}
              </div>
            </li>
          ))}
        </StaticHtml>
      ) : (
        <SectionUnavailable what="Die Lehrer:innen" />
      )}
    </>
  );
}

export const getConfig = dynamicRender;

const group = css`
  margin: 0 0 2rem;
  figcaption {
    margin-top: 0.5rem;
    color: var(--color-text-muted);
  }
`;

const groupImage = css`
  ${coverImage}
  border-radius: var(--radius);
`;

const list = css`
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  ${upToThreeColumns}
`;

const card = css`
  ${wrappingRow}
  gap: 1rem;
  align-items: center;
  padding: 1rem;
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
`;

/* On the narrowest phones the text moves under the avatar rather than squeezing long German words. */
const details = css`
  flex: 1 1 12rem;
  min-width: 0;
  hyphens: auto;
  overflow-wrap: break-word;
`;

const name = css`
  font-size: ${fontSize.base};
  margin: 0;
`;

const subject = css`
  margin: 0;
  color: var(--color-text-muted);
`;

const mail = css`
  overflow-wrap: anywhere;
`;
