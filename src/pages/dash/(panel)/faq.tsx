import { css } from '@linaria/core';
import { DateCell } from '../../../components/dash/cells';
import { type Column, DataTable } from '../../../components/dash/data-table';
import { PageHeader } from '../../../components/page-header';
import { PageMeta } from '../../../components/page-meta';
import { viennaTime } from '../../../lib/domain/dates';
import {
  ARCHIVE_LIST,
  CATIGORY_LABELS,
  describePlaces,
  isMarked,
  PINNED_LIST,
  publicPlaces,
} from '../../../lib/domain/post-areas';
import type { Catigory } from '../../../lib/domain/types';
import { currentRequest, getSiteConfig } from '../../../lib/platform/request-context';
import { noticeTimingFrom } from '../../../features/parents';
import { noticeTimingText } from '../../../features/parents/rules/notice-timing';
import { fontSize } from '../../../styles/theme';
import { dynamicRender } from '../../_components/render';

/** What each catigory is for; where its posts appear comes from the post-areas table. */
const PURPOSES: Record<Catigory, string> = {
  post: 'normaler Beitrag aus dem Schulleben',
  event: 'Veranstaltung',
  all: 'Information für alle (z. B. Termine des Schuljahres)',
  project: 'Projekt',
  currentProject: 'das aktuelle Großprojekt',
  creative: 'Arbeiten von Schüler:innen',
};

type CatigoryRow = { id: Catigory };

const catigoryColumns: Column<CatigoryRow>[] = [
  { header: 'Kategorie', rowHeader: true, cell: ({ id }) => CATIGORY_LABELS[id] },
  { header: 'Wofür', cell: ({ id }) => PURPOSES[id] },
  {
    header: 'Auf der Website',
    cell: ({ id }) => describePlaces(publicPlaces({ catigory: id, archiv: false, pin: false })),
  },
  {
    header: 'Archiviert',
    cell: ({ id }) => describePlaces(publicPlaces({ catigory: id, archiv: true, pin: false })),
  },
];

const CATIGORY_ROWS: CatigoryRow[] = (Object.keys(PURPOSES) as Catigory[]).map((id) => ({ id }));
const MARKED = (Object.keys(PURPOSES) as Catigory[]).filter((catigory) => isMarked({ catigory }));

/** Worked examples, computed by the same rules the dashboard uses, so the numbers cannot drift. */
const SUMMER = viennaTime(2026, 10, 12, 19, 0);
const WINTER = viennaTime(2027, 1, 18, 7, 30);
const ALL_DAY = viennaTime(2026, 10, 12);

/** `/dash/faq`: the help for teachers, in their words (contract.md, "Dashboard"). */
export default async function DashFaqPage() {
  const timing = noticeTimingFrom((name) => currentRequest()?.bindings[name]);
  return (
    <div className={prose}>
      <PageMeta title="Hilfe – Verwaltung" path="/dash/faq" noindex />
      <PageHeader
        title="Hilfe: Inhalte bearbeiten"
        lead="Beiträge, Termine und die übrigen Inhalte bearbeiten Sie hier in der Verwaltung. Was Ihre Rolle erlaubt, zeigt jedes Formular an seinen Schaltflächen."
      />
      <h2>Wie melde ich mich an, und was darf ich?</h2>
      <p>
        Mit Ihrem Konto der Schule unter <a href="/dash/login">Anmelden</a>: mit E-Mail und Passwort oder, wo die Schule
        es eingerichtet hat, mit Ihrem Microsoft- oder Google-Schulkonto. Die Administration lädt Sie ein und gibt Ihnen
        eine Rolle. <strong>Autorinnen und Autoren</strong> schreiben Beiträge und Termine als eigene Entwürfe und
        reichen sie zur Prüfung ein; veröffentlichen oder planen können sie nicht, und was öffentlich ist, ändern sie
        nicht mehr. Die <strong>Redaktion</strong> prüft, veröffentlicht, plant, zieht zurück und löscht, und sie
        bearbeitet Lehrkräfte, Klassen, Karussell, Spruch der Woche, „Wusstest du?“, Bikeline, Dateien und die Angaben
        zur Schule. Die <strong>Administration</strong> darf dasselbe und verwaltet außerdem das Team. Ohne Rolle sehen
        Sie die Verwaltung und die Vorschauen, ändern aber nichts.
      </p>
      <h2 id="veroeffentlichen">Vom Entwurf zur Website</h2>
      <ol>
        <li>
          In der Liste eines Bereichs (etwa <a href="/dash/posts">Beiträge</a>) „Neuer Beitrag“ wählen, Titel, Text und
          Fotos mit Alternativtext eintragen und „Als Entwurf speichern“. Die Website zeigt ihn nirgends, auch nicht in
          der Suche, im Feed oder in der Sitemap, und seine Bilder sehen nur angemeldete Lehrkräfte.
        </li>
        <li>
          „Zur Prüfung einreichen“: die Redaktion bekommt eine E-Mail und findet ihn unter{' '}
          <a href="/dash/publishing">Entwürfe und Geplantes</a>. Ein Klick auf den Titel zeigt ihn so, wie Besucherinnen
          und Besucher ihn sehen werden, mit dem, was sich seit der letzten öffentlichen Fassung geändert hat.
        </li>
        <li>
          Dort entscheidet die Redaktion: „Veröffentlichen“ (sofort), „Planen“ (zu einem Zeitpunkt in Wiener Zeit, etwa
          Montag 07:00; der Beitrag trägt dann dieses Datum) oder „Zurück an die Autorin/den Autor“ mit einer Anmerkung,
          die Sie per E-Mail bekommen und oben in Ihrem Formular sehen. Nach dem Überarbeiten reichen Sie ihn wieder
          ein.
        </li>
        <li>
          „Speichern“ ändert nur den Inhalt: ein Entwurf bleibt Entwurf, ein öffentlicher Beitrag bleibt öffentlich.
          Jede Änderung des Status hat ihre eigene Schaltfläche.
        </li>
      </ol>
      <p>
        <strong>Zurückziehen und löschen</strong> (Redaktion; eigene Entwürfe auch Autorinnen und Autoren) fragen vorher
        nach. Danach ist der Eintrag innerhalb weniger Sekunden auf allen Seiten weg, auch in der Suche, im Feed, in der
        Sitemap, und seine Bilder und Dateien antworten „nicht gefunden“. Einzelne Fotos (etwa wenn Eltern ihre
        Einwilligung widerrufen): im Formular bei dem Foto „entfernen“ ankreuzen und speichern. Jede Speicherung hebt
        die Fassung davor auf: unten im Formular stehen die letzten 50, jede lässt sich wiederherstellen.
      </p>
      <p>
        Welche E-Mails Sie bekommen (eingereicht, veröffentlicht, geplant, zurückgegeben), stellen Sie unter{' '}
        <a href="/dash/konto">Mein Konto</a> ein.
      </p>
      <h2>Welche Kategorie wähle ich – und wo erscheint der Beitrag?</h2>
      <DataTable caption="Kategorien und wo ihre Beiträge erscheinen" columns={catigoryColumns} rows={CATIGORY_ROWS} />
      <p>
        Angeheftete Beiträge jeder Kategorie zeigt die Startseite zusätzlich unter „{PINNED_LIST.label}“, auch
        archivierte.{' '}
        {MARKED.map(
          (catigory) => `Beiträge der Kategorie „${CATIGORY_LABELS[catigory]}“ tragen auf der Website diesen Hinweis. `,
        )}
        Jeder Beitrag hat außerdem eine eigene Seite; welche, zeigt „Auf der Website ansehen“ in den Listen hier.
      </p>
      <h2>Was bewirken „Angeheftet“ und „Archiviert“?</h2>
      <p>
        <strong>Angeheftet</strong> zeigt den Beitrag zusätzlich auf der Startseite unter „{PINNED_LIST.label}“. Nehmen
        Sie das Häkchen wieder weg, wenn etwas nicht mehr aktuell ist. <strong>Archiviert</strong> stellt ihn ins „
        {ARCHIVE_LIST.label}“; wo er dann sonst noch steht, zeigt die Spalte „Archiviert“ oben.
      </p>
      <h2 id="eltern">Wann erfahren Eltern von einem Beitrag?</h2>
      <p>
        Eltern, die auf der Seite „Benachrichtigungen“ Klassen (oder die ganze Schule) gewählt haben, bekommen eine
        Push-Nachricht oder eine E-Mail, sobald ein Beitrag für diese Klassen öffentlich ist, und zwar{' '}
        {noticeTimingText(timing)}. Ziehen Sie einen Beitrag in dieser Zeit zurück, erfährt niemand davon; ändern Sie
        die Klassen, gilt die neue Auswahl. Ob und wann die Eltern benachrichtigt wurden, steht auf der Seite des
        Beitrags unter „Eltern benachrichtigt“.
      </p>
      <p>
        Die Redaktion kann einen Beitrag als <strong>Dringend</strong> markieren (etwa bei Schulschließung oder Gefahr):
        Dann geht die Nachricht sofort hinaus, auch nachts. Die E-Mails enthalten den Titel und den Anfang des Textes:
        Nennen Sie dort keine Namen von Schüler:innen.
      </p>
      <h2>Datum und Uhrzeit</h2>
      <p>
        Alle Formulare nehmen und zeigen Datum und Uhrzeit in Wiener Zeit, im Sommer wie im Winter: tragen Sie die
        Uhrzeit so ein, wie sie auf der Uhr steht.
      </p>
      <ul>
        <li>
          Sommerzeit: Elternabend am Montag, 12. Oktober 2026, um 19:00 Uhr. Eintragen: 12.10.2026, 19:00. Angezeigt als{' '}
          <DateCell value={SUMMER.toISOString()} />.
        </li>
        <li>
          Winterzeit: Abfahrt zum Schikurs am Montag, 18. Jänner 2027, um 07:30 Uhr. Eintragen: 18.01.2027, 07:30.
          Angezeigt als <DateCell value={WINTER.toISOString()} />.
        </li>
        <li>
          Ganztägig am 12. Oktober 2026: Beginn 12.10.2026, 00:00, Ende 00:00 oder 23:59 des letzten Tages. Dann zeigt
          die Website nur das Datum (<DateCell value={ALL_DAY.toISOString()} />
          ).
        </li>
      </ul>
      <p>
        Die Prüfung im Kalender markiert Termine, deren Uhrzeit nach einem falsch übernommenen ganztägigen Termin
        aussieht (01:00 oder 02:00 Uhr), und ein Ende vor dem Beginn. Eine sonst falsche Uhrzeit kann sie nicht
        erkennen: vergleichen Sie die Zeit in der Übersicht mit dem, was Sie meinen.
      </p>
      <h2>Bilder und Alternativtexte</h2>
      <ul>
        <li>Querformat (16:9) für Beiträge und Karussell, quadratisch für Profilbilder; JPG, PNG oder WebP.</li>
        <li>Mit JavaScript verkleinert das Formular große Fotos vor dem Hochladen selbst.</li>
        <li>
          Jedes Foto bekommt einen Alternativtext, der sagt, was zu sehen ist, oder die Markierung „Dekorativ“, wenn es
          nichts Eigenes zeigt. Ohne eines von beiden kann der Beitrag nicht erscheinen.
        </li>
        <li>
          Im Karussell ist die Beschreibung zugleich Bildunterschrift und Alternativtext: beschreiben Sie, was zu sehen
          ist. Karussell-Einträge ohne Bild zeigt die Website nicht an.
        </li>
      </ul>
      <h2>Wie funktioniert der Countdown?</h2>
      <p>
        Kreuzen Sie bei einem Termin im Kalender „Countdown auf der Startseite“ an. Die Startseite zählt zum nächsten
        künftigen Termin mit Countdown herunter. Vergangene Countdown-Termine werden in der Übersicht als Problem
        markiert.
      </p>
      <h2>Dateien mit festem Namen</h2>
      <p>Unter „Eltern“ stehen die Dateien der Website. Drei Namen haben eine feste Aufgabe:</p>
      <ul>
        <li>„posts_headline_bg“: Hintergrundbild der Überschrift auf den Beitragsseiten.</li>
        <li>„teacher_group_pic“: Gruppenfoto auf der Seite Lehrer:innen (die Beschreibung ist der Alternativtext).</li>
        <li>„sprechstunden“: Sprechstundenliste (PDF oder Bild) auf der Elternseite.</li>
      </ul>
      <p>Der Name muss genau so geschrieben sein.</p>
      <h2>Wann sehe ich meine Änderungen?</h2>
      <p>
        Die Verwaltung zeigt Änderungen sofort. Zurückgezogenes und Gelöschtes verschwindet in wenigen Sekunden von der
        Website, und auch eine Änderung an einem öffentlichen Eintrag zeigt sie in wenigen Sekunden. Neu
        Veröffentlichtes und Änderungen, die jemand anderswo gemacht hat, erscheinen innerhalb von{' '}
        {getSiteConfig().cacheTtlSeconds + 10} Sekunden.
      </p>
      <p>
        Fragen zu Konten, Einstellungen oder Sicherungen beantwortet die IT Ihrer Schule. Die Verwaltung hier brauchen
        Sie für alles andere.
      </p>
    </div>
  );
}

export const getConfig = dynamicRender;

const prose = css`
  max-width: 60rem;
  h2 {
    margin-top: 2rem;
    font-size: ${fontSize.large};
  }
`;
