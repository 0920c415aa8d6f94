import {
  ExternalLink,
  FactList,
  LegalArticle,
  LegalSection,
  MissingFactsNotice,
  SchoolAddress,
  SchoolEmail,
  SchoolFact,
  SchoolPhone,
} from '../components/legal-text';
import { PageMeta } from '../components/page-meta';
import { currentSchool } from '../lib/platform/request-context';
import { dynamicRender } from './_components/render';

export default async function ImpressumPage() {
  const school = await currentSchool();
  const schoolName = school.name;
  return (
    <>
      <PageMeta
        title="Impressum"
        path="/impressum"
        description={`${schoolName}: Impressum und Offenlegung gemäß § 5 ECG und § 25 Mediengesetz.`}
      />
      <LegalArticle title="Impressum" updated="November 2026">
        <MissingFactsNotice
          school={school}
          facts={[
            'schoolType',
            'street',
            'postcode',
            'city',
            'phone',
            'email',
            'representative',
            'owner',
            'authority',
            'hosting',
          ]}
        />
        <p>
          Informationen gemäß § 5 E-Commerce-Gesetz (ECG) und Offenlegung gemäß § 25 Mediengesetz (MedienG). Die
          Gesetzestexte finden Sie im{' '}
          <ExternalLink href="https://www.ris.bka.gv.at/">Rechtsinformationssystem des Bundes (RIS)</ExternalLink>.
        </p>
        <LegalSection id="medieninhaber" title="Medieninhaber und Herausgeber">
          <FactList
            items={[
              {
                term: 'Schule',
                value: (
                  <>
                    {schoolName}, <SchoolFact school={school} fact="schoolType" />
                  </>
                ),
              },
              { term: 'Anschrift', value: <SchoolAddress school={school} /> },
              { term: 'Telefon', value: <SchoolPhone school={school} /> },
              { term: 'E-Mail', value: <SchoolEmail school={school} /> },
              { term: 'Vertreten durch', value: <SchoolFact school={school} fact="representative" /> },
            ]}
          />
        </LegalSection>
        <LegalSection id="schulerhalter" title="Schulerhalter und Aufsichtsbehörde">
          <FactList
            items={[
              { term: 'Schulerhalter', value: <SchoolFact school={school} fact="owner" /> },
              { term: 'Aufsichtsbehörde', value: <SchoolFact school={school} fact="authority" /> },
            ]}
          />
          <p>
            Die Schule ist eine öffentliche Schule und kein im Firmenbuch eingetragenes Unternehmen. Angaben nach § 14
            Unternehmensgesetzbuch (UGB) wie Firmenbuchnummer oder Firmenbuchgericht sowie eine
            Umsatzsteuer-Identifikationsnummer entfallen daher.
          </p>
        </LegalSection>
        <LegalSection id="blattlinie" title="Grundlegende Richtung (Blattlinie)">
          <p>
            Die Website informiert Schüler:innen, Eltern und Erziehungsberechtigte sowie die interessierte
            Öffentlichkeit über das Schulleben unserer Schule: Unterricht, Projekte, Veranstaltungen, Termine und
            Arbeiten von Schüler:innen. Sie ist parteipolitisch unabhängig und dient nicht der Werbung.
          </p>
        </LegalSection>
        <LegalSection id="haftung" title="Haftung">
          <h3>Haftung für Inhalte</h3>
          <p>
            Die Inhalte dieser Website werden von Lehrer:innen und Mitarbeiter:innen der Schule sorgfältig erstellt und
            geprüft. Für Richtigkeit, Vollständigkeit und Aktualität können wir dennoch keine Gewähr übernehmen.
            Verbindlich sind die Mitteilungen der Schule an Schüler:innen und Eltern auf den dafür vorgesehenen Wegen.
            Wenn Ihnen ein Fehler auffällt, schreiben Sie uns bitte; wir korrigieren ihn umgehend.
          </p>
          <h3>Haftung für Links</h3>
          <p>
            Diese Website enthält Links zu Websites anderer Anbieter:innen, auf deren Inhalte wir keinen Einfluss haben.
            Die verlinkten Seiten wurden zum Zeitpunkt der Verlinkung auf rechtswidrige Inhalte geprüft; für ihre
            Inhalte ist ausschließlich der jeweilige Anbieter verantwortlich. Werden uns Rechtsverletzungen bekannt,
            entfernen wir den betreffenden Link unverzüglich (§ 17 ECG).
          </p>
        </LegalSection>
        <LegalSection id="urheberrecht" title="Urheberrecht und Bildrechte">
          <p>
            Texte, Fotos, Grafiken und kreative Arbeiten auf dieser Website stammen, soweit nicht anders angegeben, von
            Schüler:innen, Lehrer:innen und Mitarbeiter:innen unserer Schule und sind urheberrechtlich geschützt. Eine
            Verwendung außerhalb dieser Website ist nur mit vorheriger Zustimmung der Schule zulässig.
          </p>
          <p>
            Fotos, auf denen Personen erkennbar sind, veröffentlichen wir nur mit deren Einwilligung, bei Schüler:innen
            unter 14 Jahren mit Einwilligung der Erziehungsberechtigten. Eine Einwilligung kann jederzeit widerrufen
            werden; Näheres steht in der <a href="/datenschutz">Datenschutzerklärung</a>. Sollten Sie eine Verletzung
            von Urheber- oder Bildrechten bemerken, bitten wir um einen Hinweis an die oben genannte E-Mail-Adresse.
          </p>
        </LegalSection>
        <LegalSection id="streitschlichtung" title="Hinweis zur Streitbeilegung">
          <p>
            Unsere Schule ist eine öffentliche Schule und kein gewerblicher Anbieter. Über diese Website werden weder
            Waren noch Dienstleistungen verkauft und keine Verträge mit Verbraucher:innen geschlossen. Eine Teilnahme an
            Verfahren zur alternativen Streitbeilegung nach dem Alternative-Streitbeilegung-Gesetz (AStG) ist daher
            weder vorgesehen noch verpflichtend. Bei Anliegen wenden Sie sich bitte direkt an die Schulleitung.
          </p>
        </LegalSection>
        <LegalSection id="technik" title="Technischer Betrieb">
          <p>
            Die Website wird über Cloudflare Workers der Cloudflare, Inc. (San Francisco, USA) ausgeliefert. Die Inhalte
            pflegen Mitarbeiter:innen der Schule mit dem Open-Source-Redaktionssystem PocketBase, das hier betrieben
            wird: <SchoolFact school={school} fact="hosting" />. Fotos und Dateien werden über die Website selbst
            ausgeliefert; Inhalte anderer Anbieter werden nicht eingebunden. Welche Daten dabei verarbeitet werden,
            erklärt die <a href="/datenschutz">Datenschutzerklärung</a>.
          </p>
        </LegalSection>
      </LegalArticle>
    </>
  );
}

// Dynamic: the facts come from the school record and change without a new build.
export const getConfig = dynamicRender;
