import {
  ExternalLink,
  FactList,
  LegalArticle,
  LegalSection,
  MissingFactsNotice,
  PostalAddress,
  SchoolAddress,
  SchoolEmail,
  SchoolFact,
  TextList,
} from '../components/legal-text';
import { PageMeta } from '../components/page-meta';
import { MailPrivacy, PushPrivacy } from './_components/push-privacy';
import { StaffPrivacy } from './_components/staff-privacy';
import { LOG_RETENTION_DAYS, LOGGED_FACTS } from '../lib/platform/log';
import { currentSchool } from '../lib/platform/request-context';
import { dynamicRender } from './_components/render';

const LOG_DATA = [
  'die IP-Adresse Ihres Geräts',
  'Datum und Uhrzeit des Aufrufs',
  'die aufgerufene Adresse (URL) und der HTTP-Statuscode der Antwort',
  'die Kennung Ihres Browsers und Betriebssystems (User-Agent)',
];

const RIGHTS = [
  'Auskunft über die von Ihnen verarbeiteten Daten (Art. 15 DSGVO)',
  'Berichtigung unrichtiger Daten (Art. 16 DSGVO)',
  'Löschung (Art. 17 DSGVO)',
  'Einschränkung der Verarbeitung (Art. 18 DSGVO)',
  'Datenübertragbarkeit (Art. 20 DSGVO)',
  'Widerspruch gegen die Verarbeitung (Art. 21 DSGVO)',
  'Widerruf einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO)',
];

const DSB_MAIL = (
  <>
    E-Mail: <a href="mailto:dsb@dsb.gv.at">dsb@dsb.gv.at</a>
  </>
);

export default async function DatenschutzPage() {
  const school = await currentSchool();
  const schoolName = school.name;
  return (
    <>
      <PageMeta
        title="Datenschutz"
        path="/datenschutz"
        description={`${schoolName}: Datenschutzerklärung – keine Cookies, kein Tracking, Ihre Rechte nach der DSGVO.`}
      />
      <LegalArticle title="Datenschutzerklärung" updated="November 2026">
        <MissingFactsNotice
          school={school}
          facts={['street', 'postcode', 'city', 'email', 'representative', 'privacyContact', 'hosting']}
        />
        <p>
          Der Schutz Ihrer Daten ist uns wichtig. Wir verarbeiten personenbezogene Daten nur im Rahmen der
          Datenschutz-Grundverordnung (DSGVO), des österreichischen Datenschutzgesetzes (DSG) und des
          Telekommunikationsgesetzes 2021 (TKG 2021). Kurz gesagt: Diese Website setzt für Besucher:innen keine Cookies,
          verwendet keine Analyse- oder Trackingdienste und lädt nichts von fremden Servern.
        </p>
        <LegalSection id="verantwortlicher" title="Verantwortlicher">
          <FactList
            items={[
              { term: 'Schule', value: <SchoolAddress school={school} /> },
              { term: 'Vertreten durch', value: <SchoolFact school={school} fact="representative" /> },
              { term: 'E-Mail', value: <SchoolEmail school={school} /> },
            ]}
          />
        </LegalSection>
        <LegalSection id="datenschutzbeauftragte" title="Datenschutzbeauftragte:r">
          <p>
            Für Fragen zum Datenschutz erreichen Sie die:den für die Schule zuständige:n Datenschutzbeauftragte:n so:{' '}
            <SchoolFact school={school} fact="privacyContact" />
          </p>
        </LegalSection>
        <LegalSection id="website-aufruf" title="Aufruf der Website">
          <p>
            Die Website wird über Cloudflare Workers der Cloudflare, Inc. (USA) ausgeliefert. Bei jedem Aufruf
            verarbeitet Cloudflare als unser Auftragsverarbeiter (Art. 28 DSGVO) technisch notwendige Protokolldaten:
          </p>
          <TextList items={LOG_DATA} />
          <p>
            <strong>Zweck:</strong> Auslieferung der Seiten, Schutz vor Angriffen und Missbrauch sowie Fehlersuche. Wir
            werten die Daten nicht zu Statistik- oder Werbezwecken aus und führen sie nicht mit anderen Daten zusammen.{' '}
            <strong>Rechtsgrundlage:</strong> Art. 6 Abs. 1 lit. e DSGVO (Information der Schulgemeinschaft und der
            Öffentlichkeit als Aufgabe im öffentlichen Interesse), soweit es um den sicheren Betrieb geht in Verbindung
            mit Art. 32 DSGVO. <strong>Speicherdauer:</strong> Die Protokolle werden nur so lange aufbewahrt, wie es für
            diese Zwecke nötig ist, und danach gelöscht; wir legen keine eigenen Kopien an.
          </p>
          <p>
            Cloudflare ist nach dem EU-US Data Privacy Framework zertifiziert; eine Übermittlung in die USA stützt sich
            auf den Angemessenheitsbeschluss der EU-Kommission vom 10. Juli 2023 (Art. 45 DSGVO) sowie ergänzend auf
            Standardvertragsklauseln (Art. 46 DSGVO).
          </p>
        </LegalSection>
        <LegalSection id="protokolle" title="Protokolle der Website">
          <p>
            Damit Fehler gefunden und behoben werden können, schreibt die Website zu jedem Aufruf eine Protokollzeile in
            die Protokolle (Workers Logs) von Cloudflare. Sie enthält nur:
          </p>
          <TextList items={LOGGED_FACTS} />
          <p>
            Sie enthält weder Ihre IP-Adresse noch Cookies, Browserkennung, Suchbegriffe, E-Mail-Adressen oder Namen.
            Cloudflares eigene Aufrufprotokolle, die solche Angaben enthielten, sind für diese Website abgeschaltet, und
            Parameter werden aus protokollierten Adressen entfernt. <strong>Speicherdauer:</strong> Cloudflare löscht
            die Protokolle nach {LOG_RETENTION_DAYS.free} Tagen (Workers-Tarif Free) bzw. {LOG_RETENTION_DAYS.paid}{' '}
            Tagen (Workers-Tarif Paid); wir legen keine Kopien an. <strong>Rechtsgrundlage:</strong> Art. 6 Abs. 1 lit.
            e in Verbindung mit Art. 32 DSGVO (sicherer und fehlerfreier Betrieb der Website der Schule).
          </p>
        </LegalSection>
        <LegalSection id="cookies" title="Keine Cookies, kein Tracking">
          <p>
            Beim Besuch der öffentlichen Seiten werden keine Cookies gesetzt. Wir verwenden keine Analyse-, Tracking-
            oder Werbedienste, keine Social-Media-Plugins, keine externen Schriftarten und keine
            Content-Delivery-Netzwerke Dritter. Fotos und Dateien werden über die Website selbst ausgeliefert, sodass
            Ihr Browser keine Verbindung zu anderen Anbietern aufbaut.
          </p>
        </LegalSection>
        <LegalSection id="browser-speicher" title="Speicherung in Ihrem Browser">
          <h3>Gewähltes Farbschema (Local Storage)</h3>
          <p>
            Wenn Sie das helle oder dunkle Farbschema auswählen, speichert die Website den Eintrag{' '}
            <code>color_scheme</code> mit dem Wert <code>dark</code> oder <code>light</code> im lokalen Speicher Ihres
            Browsers. Er bleibt auf Ihrem Gerät, wird nie an uns übertragen und enthält keine personenbezogenen Daten.
            Sie können ihn jederzeit über die Browser-Einstellungen (Websitedaten löschen) entfernen. Die Speicherung
            ist nach § 165 Abs. 3 TKG 2021 ohne Einwilligung zulässig, weil sie für die von Ihnen ausdrücklich
            gewünschte Funktion unbedingt erforderlich ist.
          </p>
          <h3>Aktualisierung der Website (Session Storage)</h3>
          <p>
            Nach der Veröffentlichung einer neuen Version der Website lädt Ihr Browser die Seite einmal neu. Damit das
            nur einmal geschieht, legt die Website einen Merker im Sitzungsspeicher (Session Storage) ab. Er enthält
            keine personenbezogenen Daten, wird nicht übertragen und beim Schließen des Tabs automatisch gelöscht. Auch
            diese Speicherung ist technisch notwendig (§ 165 Abs. 3 TKG 2021).
          </p>
        </LegalSection>
        <PushPrivacy />
        <MailPrivacy />
        <StaffPrivacy school={school} />
        <LegalSection id="fotos" title="Fotos und Namen von Schüler:innen">
          <p>
            Fotos, Namen und Arbeiten von Schüler:innen veröffentlichen wir nur mit Einwilligung (Art. 6 Abs. 1 lit. a
            DSGVO), bei Schüler:innen unter 14 Jahren mit Einwilligung der Erziehungsberechtigten. Die Einwilligung ist
            freiwillig und kann jederzeit ohne Angabe von Gründen bei der Schulleitung widerrufen werden. Nach einem
            Widerruf entfernen wir die betreffenden Inhalte umgehend; die Rechtmäßigkeit der Veröffentlichung bis zum
            Widerruf bleibt davon unberührt. Gleiches gilt für Fotos von Lehrer:innen und Mitarbeiter:innen.
          </p>
        </LegalSection>
        <LegalSection id="rechte" title="Ihre Rechte">
          <p>Sie haben im Rahmen der gesetzlichen Voraussetzungen das Recht auf:</p>
          <TextList items={RIGHTS} />
          <p>Wenden Sie sich dafür bitte an die Schulleitung oder an die:den Datenschutzbeauftragte:n (siehe oben).</p>
          <h3>Beschwerde bei der Datenschutzbehörde</h3>
          <p>
            Wenn Sie meinen, dass die Verarbeitung Ihrer Daten gegen das Datenschutzrecht verstößt, können Sie sich bei
            der österreichischen Datenschutzbehörde beschweren:
          </p>
          <PostalAddress lines={['Österreichische Datenschutzbehörde', 'Barichgasse 40–42', '1030 Wien', DSB_MAIL]} />
          <p>
            Weitere Informationen finden Sie auf der{' '}
            <ExternalLink href="https://www.dsb.gv.at/">Website der Datenschutzbehörde</ExternalLink>.
          </p>
        </LegalSection>
      </LegalArticle>
    </>
  );
}

// Dynamic: the facts come from the school record and change without a new build.
export const getConfig = dynamicRender;
