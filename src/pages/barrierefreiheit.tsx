import {
  ExternalLink,
  FactList,
  LegalArticle,
  LegalSection,
  MissingFactsNotice,
  PostalAddress,
  SchoolEmail,
  SchoolFact,
  SchoolPhone,
} from '../components/legal-text';
import { PageMeta } from '../components/page-meta';
import { formatDate, viennaTime } from '../lib/domain/dates';
import { ACCESSIBILITY_STATUSES, type AccessibilityStatus, type SchoolIdentity } from '../lib/domain/school';
import { currentSchool, getSiteConfig } from '../lib/platform/request-context';
import { dynamicRender } from './_components/render';

const WCAG = 'Richtlinien für barrierefreie Webinhalte (WCAG) 2.2, Konformitätsstufe AA';
const FFG_URL = 'https://www.ffg.at/digitale-barrierefreiheit';

/** The conformance sentence of the statement (Durchführungsbeschluss (EU) 2018/1523: fully, partly or not). */
function conformance(status: AccessibilityStatus): string {
  const degree = ACCESSIBILITY_STATUSES[status];
  const reason = status === 'full' ? '' : ' aus den unten genannten Gründen';
  return `Diese Website ist${reason} mit den ${WCAG}, beziehungsweise der Europäischen Norm EN 301 549, ${degree}.`;
}

const isStatus = (value: string): value is AccessibilityStatus => Object.hasOwn(ACCESSIBILITY_STATUSES, value);

/** 'YYYY-MM-DD' as "20. November 2026", or '' for anything else. */
function checkedDay(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? formatDate(viennaTime(Number(match[1]), Number(match[2]), Number(match[3]), 12)) : '';
}

function KnownGaps({ school }: { school: SchoolIdentity }) {
  const gaps = school.a11yGaps
    .split('\n')
    .map((line) => line.trim().replace(/^[-–•*]\s*/, ''))
    .filter(Boolean);
  if (gaps.length === 0) {
    return school.a11yStatus === 'full' ? (
      <p>Derzeit sind keine Barrieren bekannt.</p>
    ) : (
      <p>
        <SchoolFact school={school} fact="a11yGaps" />
      </p>
    );
  }
  return (
    <>
      <p>Die folgenden Inhalte oder Funktionen sind nicht oder nur eingeschränkt barrierefrei:</p>
      <ul>
        {gaps.map((gap) => (
          <li key={gap}>{gap}</li>
        ))}
      </ul>
    </>
  );
}

export default async function BarrierefreiheitPage() {
  const school = await currentSchool();
  const host = new URL(getSiteConfig().siteUrl).host;
  const checked = checkedDay(school.a11yChecked);
  return (
    <>
      <PageMeta
        title="Erklärung zur Barrierefreiheit"
        path="/barrierefreiheit"
        description={`${school.name}: Erklärung zur Barrierefreiheit dieser Website nach dem Web-Zugänglichkeits-Gesetz (WZG).`}
      />
      <LegalArticle title="Erklärung zur Barrierefreiheit" updated={checked || 'Datum der letzten Prüfung fehlt'}>
        <MissingFactsNotice school={school} facts={['a11yStatus', 'a11yChecked', 'email', 'phone']} />
        <p>
          {school.name} ist bemüht, diese Website im Einklang mit dem Web-Zugänglichkeits-Gesetz (WZG) barrierefrei
          zugänglich zu machen. Diese Erklärung gilt für die Website {host}.
        </p>
        <LegalSection id="stand" title="Stand der Vereinbarkeit mit den Anforderungen">
          <p>
            {isStatus(school.a11yStatus) ? (
              conformance(school.a11yStatus)
            ) : (
              <SchoolFact school={school} fact="a11yStatus" />
            )}
          </p>
        </LegalSection>
        <LegalSection id="barrieren" title="Nicht barrierefreie Inhalte">
          <KnownGaps school={school} />
        </LegalSection>
        <LegalSection id="erstellung" title="Erstellung dieser Erklärung">
          <p>
            Diese Erklärung wurde am {checked || <SchoolFact school={school} fact="a11yChecked" />} erstellt bzw.
            zuletzt überprüft. Grundlage ist eine Selbstbewertung der Schule; jede neue Version der Website wird
            außerdem automatisch gegen die {WCAG} geprüft, hell und dunkel, auf schmalen und breiten Bildschirmen.
          </p>
        </LegalSection>
        <LegalSection id="kontakt" title="Barrieren melden: Feedback und Kontakt">
          <p>
            Ist Ihnen eine Barriere aufgefallen, oder brauchen Sie einen Inhalt dieser Website in einer anderen Form?
            Schreiben Sie uns oder rufen Sie an; wir antworten so bald wie möglich.
          </p>
          <FactList
            items={[
              { term: 'E-Mail', value: <SchoolEmail school={school} /> },
              { term: 'Telefon', value: <SchoolPhone school={school} /> },
            ]}
          />
        </LegalSection>
        <LegalSection id="beschwerde" title="Durchsetzungsverfahren: die Beschwerdestelle">
          <p>
            Bleibt Ihre Meldung ohne zufriedenstellende Antwort, können Sie sich mit einer Beschwerde an die
            Beschwerdestelle nach dem Web-Zugänglichkeits-Gesetz bei der Österreichischen
            Forschungsförderungsgesellschaft (FFG) wenden. Die FFG nimmt Beschwerden elektronisch über ihr
            Online-Formular entgegen und prüft, ob ein Verstoß gegen die Anforderungen an die Barrierefreiheit vorliegt.
          </p>
          <PostalAddress
            lines={[
              'Österreichische Forschungsförderungsgesellschaft mbH (FFG)',
              'Beschwerdestelle nach dem Web-Zugänglichkeits-Gesetz',
              'Sensengasse 1, 1090 Wien',
            ]}
          />
          <p>
            <ExternalLink href={FFG_URL}>
              Digitale Barrierefreiheit bei der FFG, mit dem Beschwerdeformular
            </ExternalLink>
          </p>
        </LegalSection>
      </LegalArticle>
    </>
  );
}

// Dynamic: the facts come from the school record and change without a new build.
export const getConfig = dynamicRender;
