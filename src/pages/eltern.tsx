import { css } from '@linaria/core';
import { Link } from 'waku';
import { PageHeader } from '../components/page-header';
import { PageMeta } from '../components/page-meta';
import { ResponsiveImage } from '../components/responsive-image';
import { SectionUnavailable } from '../components/section-unavailable';
import { getMedia, settle } from '../lib/content';
import { downloadName } from '../lib/domain/files';
import { fontSize, fontWeight, media } from '../styles/theme';
import { PHONE_IMAGE_WIDTH } from '../lib/domain/thumb-sizes';
import { dynamicRender } from './_components/render';

export default async function ParentsPage() {
  const officeHours = await settle(getMedia('sprechstunden'));
  const file = officeHours.ok ? officeHours.value?.file : undefined;
  return (
    <>
      <PageMeta
        title="Eltern"
        path="/eltern"
        description="Sprechstunden, Kontakt und wichtige Informationen für Eltern und Erziehungsberechtigte."
      />
      <PageHeader title="Eltern" lead="Informationen für Eltern und Erziehungsberechtigte." />
      <div className={columns}>
        <section aria-labelledby="sprechstunden" className={box}>
          <h2 id="sprechstunden">Sprechstunden</h2>
          {!officeHours.ok && <SectionUnavailable what="Die Sprechstunden" />}
          {officeHours.ok && officeHours.value?.description && <p>{officeHours.value.description}</p>}
          {file?.isImage && (
            <ResponsiveImage
              file={file}
              alt="Sprechstundenplan"
              sizes={`(min-width: 960px) 36rem, ${PHONE_IMAGE_WIDTH}`}
              className={plan}
            />
          )}
          {file && (
            <p>
              {file.isImage ? (
                <a href={file.url} className={download}>
                  Sprechstundenliste in voller Größe öffnen
                </a>
              ) : (
                <a href={file.url} download={downloadName(file.name)} className={download}>
                  Sprechstundenliste herunterladen ({downloadName(file.name)})
                </a>
              )}
            </p>
          )}
          {officeHours.ok && !file && <p>Die Sprechstundenliste wird zu Schulbeginn veröffentlicht.</p>}
          <p>Bitte vereinbaren Sie einen Termin über das Mitteilungsheft oder per E-Mail an die jeweilige Lehrkraft.</p>
        </section>
        <section aria-labelledby="wichtig" className={box}>
          <h2 id="wichtig">Gut zu wissen</h2>
          <h3>Krankmeldungen</h3>
          <p>
            Ist Ihr Kind krank, melden Sie es bitte am selben Tag bis 8:00 Uhr im Sekretariat ab. Ab dem dritten Fehltag
            benötigen wir eine schriftliche Entschuldigung.
          </p>
          <h3>Elternabende und Elternsprechtag</h3>
          <p>
            Die Termine finden Sie im <Link to="/kalender">Kalender</Link>. Zum Elternsprechtag laden wir rechtzeitig
            über die Klassenvorstände ein.
          </p>
          <h3>Elternverein</h3>
          <p>
            Der Elternverein unterstützt Schulveranstaltungen, Projekte und Familien in schwierigen Situationen. Neue
            Mitglieder sind herzlich willkommen.
          </p>
          <h3>Kontakt</h3>
          <p>
            Fragen zu einzelnen Fächern richten Sie bitte direkt an die <Link to="/lehrer">Lehrer:innen</Link>,
            allgemeine Anliegen an das Sekretariat (siehe <Link to="/impressum">Impressum</Link>).
          </p>
        </section>
      </div>
    </>
  );
}

export const getConfig = dynamicRender;

const columns = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const box = css`
  padding: 1.25rem 1.5rem;
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  h3 {
    font-size: ${fontSize.base};
    margin: 1rem 0 0.25rem;
  }
  p {
    margin: 0 0 0.5rem;
  }
`;

const plan = css`
  display: block;
  width: 100%;
  border-radius: 0.5rem;
  margin-bottom: 0.5rem;
`;

const download = css`
  font-weight: ${fontWeight.bold};
`;
