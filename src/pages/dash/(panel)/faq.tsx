import { css } from '@linaria/core';
import { DateCell } from '../../../components/dash/cells';
import { type Column, DataTable } from '../../../components/dash/data-table';
import { PageHeader } from '../../../components/page-header';
import { PageMeta } from '../../../components/page-meta';
import { formatDate, viennaTime } from '../../../lib/domain/dates';
import {
  ARCHIVE_LIST,
  CATIGORY_LABELS,
  describePlaces,
  isMarked,
  PINNED_LIST,
  POST_AREAS,
  publicPlaces,
} from '../../../lib/domain/post-areas';
import type { Catigory } from '../../../lib/domain/types';
import { getSiteConfig } from '../../../lib/platform/request-context';
import { fontSize } from '../../../styles/theme';
import { dynamicRender } from '../../_components/render';

type Row = { id: string; what: string; where: string };

const COLLECTIONS: Row[] = [
  {
    id: 'posts',
    what: 'Beiträge, Projekte, Kreatives, Veranstaltungen',
    where: [...new Set(POST_AREAS.map((area) => area.label)), ARCHIVE_LIST.label, 'Startseite'].join(', '),
  },
  {
    id: 'calendar',
    what: 'Termine mit Beginn, Ende, Klassen, Countdown',
    where: 'Kalender, Countdown auf der Startseite',
  },
  { id: 'carousel', what: 'Bilder mit Beschreibung, Autor:in, Reihenfolge (idx)', where: 'Startseite oben' },
  { id: 'classes', what: 'Klassen mit since, Foto, Stundenplan, Klassenvorstand', where: 'Klassen' },
  { id: 'teachers', what: 'Lehrkräfte mit Name, Fächern, E-Mail, Profilbild', where: 'Lehrer:innen' },
  { id: 'bikeline_bests', what: 'Bikeline-Rangliste (ranking, Bild, Name)', where: 'Bikeline' },
  {
    id: 'general_media',
    what: 'Einzelne Dateien unter festen Schlüsseln (siehe unten)',
    where: 'Beiträge, Lehrer:innen, Eltern',
  },
  { id: 'saying_of_the_week', what: 'Sprüche der Woche (text, author)', where: 'Startseite (neuester Eintrag)' },
  { id: 'do_you_know', what: 'Wusstest-du-Fakten (text)', where: 'Startseite (neuester Eintrag)' },
];

const columns: Column<Row>[] = [
  { header: 'Sammlung', rowHeader: true, cell: (row) => <code>{row.id}</code> },
  { header: 'Enthält', cell: (row) => row.what },
  { header: 'Erscheint auf', cell: (row) => row.where },
];

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
  {
    header: 'Kategorie',
    rowHeader: true,
    cell: ({ id }) => (
      <>
        <code>{id}</code> ({CATIGORY_LABELS[id]})
      </>
    ),
  },
  { header: 'Wofür', cell: ({ id }) => PURPOSES[id] },
  {
    header: 'Auf der Website',
    cell: ({ id }) => describePlaces(publicPlaces({ catigory: id, archiv: false, pin: false })),
  },
  {
    header: 'Archiviert (archiv)',
    cell: ({ id }) => describePlaces(publicPlaces({ catigory: id, archiv: true, pin: false })),
  },
];

const CATIGORY_ROWS: CatigoryRow[] = (Object.keys(PURPOSES) as Catigory[]).map((id) => ({ id }));
const MARKED = (Object.keys(PURPOSES) as Catigory[]).filter((catigory) => isMarked({ catigory }));

/** Worked examples, computed by the same rules the dashboard uses, so the numbers cannot drift. */
const SUMMER = viennaTime(2026, 10, 12, 19, 0);
const WINTER = viennaTime(2027, 1, 18, 7, 30);
const ALL_DAY = viennaTime(2026, 10, 12);
/** The same day typed as 00:00 on a computer set to UTC (or imported as a bare date). */
const ALL_DAY_OFF_ZONE = new Date(Date.UTC(2026, 9, 12));

export default async function DashFaqPage() {
  const { pocketbaseAdminUrl, cacheTtlSeconds } = getSiteConfig();
  return (
    <div className={prose}>
      <PageMeta title="Hilfe – Verwaltung" path="/dash/faq" noindex />
      <PageHeader
        title="Hilfe: Inhalte bearbeiten"
        lead="Beiträge, Termine und die übrigen Inhalte bearbeiten Sie hier in der Verwaltung. Was Ihre Rolle erlaubt, zeigt jedes Formular an seinen Schaltflächen."
      />
      <h2>Wie melde ich mich an, und was darf ich?</h2>
      <p>
        Mit Ihrem Konto der Schule unter <a href="/dash/login">/dash/login</a>. Die Schul-IT legt es an und gibt ihm
        eine Rolle. <strong>Autorinnen und Autoren</strong> schreiben Beiträge und Termine als eigene Entwürfe und
        reichen sie zur Prüfung ein; veröffentlichen oder planen können sie nicht, und was öffentlich ist, ändern sie
        nicht mehr. Die <strong>Redaktion</strong> prüft, veröffentlicht, plant, zieht zurück und löscht, und sie
        bearbeitet Lehrkräfte, Klassen, Karussell, Spruch der Woche, „Wusstest du?“, Bikeline, Dateien und die Angaben
        zur Schule. Ohne Rolle sehen Sie die Verwaltung und die Vorschauen, ändern aber nichts. PocketBase selbst prüft
        jede Änderung mit Ihrem eigenen Konto; ein Superuser-Konto brauchen Sie nicht (das hat nur die Schul-IT, für
        Einstellungen und Sicherungen unter <a href={`${pocketbaseAdminUrl}/_/`}>{pocketbaseAdminUrl}/_/</a>).
      </p>
      <h2>Welche Sammlung enthält was?</h2>
      <DataTable caption="Sammlungen in PocketBase" columns={columns} rows={COLLECTIONS} />
      <h2>Welche Kategorie (catigory) wähle ich – und wo erscheint der Beitrag?</h2>
      <DataTable caption="Kategorien und wo ihre Beiträge erscheinen" columns={catigoryColumns} rows={CATIGORY_ROWS} />
      <p>
        Angeheftete Beiträge (pin) jeder Kategorie zeigt die Startseite zusätzlich unter „{PINNED_LIST.label}“ (
        {PINNED_LIST.path}), auch archivierte.{' '}
        {MARKED.map(
          (catigory) =>
            `Beiträge der Kategorie ${catigory} tragen auf der Website den Hinweis „${CATIGORY_LABELS[catigory]}“. `,
        )}
        Jeder Beitrag hat außerdem eine eigene Seite; welche, zeigt „Auf der Website ansehen“ in den Listen hier.
      </p>
      <h2>Was bewirken „pin“ und „archiv“?</h2>
      <p>
        <strong>pin</strong> (angeheftet) zeigt den Beitrag zusätzlich auf der Startseite unter „{PINNED_LIST.label}“.
        Nehmen Sie „pin“ wieder weg, wenn etwas nicht mehr aktuell ist. <strong>archiv</strong> stellt ihn ins „
        {ARCHIVE_LIST.label}“ ({ARCHIVE_LIST.path}); wo er dann sonst noch steht, zeigt die Spalte „Archiviert“ oben.
      </p>
      <h2 id="veroeffentlichen">Entwurf, Prüfung, veröffentlichen, planen</h2>
      <p>
        Jeder Beitrag und jeder Termin hat das Feld <code>status</code>: <strong>draft</strong> (Entwurf),{' '}
        <strong>review</strong> (zur Prüfung) oder <strong>published</strong> (veröffentlicht). PocketBase speichert
        einen neuen Eintrag erst, wenn Sie einen Status gewählt haben, so wird nichts aus Versehen öffentlich. Einträge
        aus der Zeit davor, ohne Status, gelten als veröffentlicht.
      </p>
      <ol>
        <li>
          In der Liste eines Bereichs (etwa <a href="/dash/posts">Beiträge</a>) „Neuer Beitrag“ wählen, Titel, Text und
          Fotos mit Alternativtext eintragen und „Als Entwurf speichern“. Die Website zeigt ihn nirgends, auch nicht in
          der Suche, im Feed oder in der Sitemap, und seine Bilder gibt PocketBase nur angemeldeten Lehrkräften heraus.
        </li>
        <li>
          Unter <a href="/dash/publishing">Entwürfe und Geplantes</a> steht er mit einer Vorschau: genau so, wie ihn
          Besucherinnen und Besucher sehen werden, mit dem Hinweis „Vorschau – nicht öffentlich“.
        </li>
        <li>
          „Zur Prüfung einreichen“: die Redaktion findet ihn dort unter „zur Prüfung“ und liest ihn in der Vorschau.
        </li>
        <li>„Veröffentlichen“ (Redaktion): er erscheint innerhalb von {cacheTtlSeconds + 10} Sekunden.</li>
        <li>
          „Planen“ (Redaktion): bei „Erscheint am“ den Zeitpunkt in Wiener Zeit eintragen (etwa Montag 07:00). Bis dahin
          bleibt er unsichtbar und steht unter „Geplant“; danach erscheint er innerhalb von {cacheTtlSeconds + 10}{' '}
          Sekunden überall.
        </li>
      </ol>
      <p>
        <strong>Zurückziehen und löschen</strong> (Redaktion; eigene Entwürfe auch Autorinnen und Autoren): nach
        spätestens {cacheTtlSeconds + 10} Sekunden ist der Eintrag auf allen Seiten weg, auch seine Bilder und Dateien.
        Einzelne Fotos (etwa wenn Eltern ihre Einwilligung widerrufen): im Formular bei dem Foto „entfernen“ ankreuzen
        und speichern; auch die Bildadresse antwortet dann innerhalb dieser Zeit „nicht gefunden“. Jede Speicherung hebt
        die Fassung davor auf: unten im Formular stehen die letzten 50, jede lässt sich wiederherstellen.
      </p>
      <h2>Datum und Uhrzeit: in Wiener Zeit eintragen</h2>
      <p>
        Die Formulare hier nehmen und zeigen Datum und Uhrzeit in Wiener Zeit, im Sommer wie im Winter. Wer in
        PocketBase selbst arbeitet (Schul-IT): PocketBase zeigt Datum und Uhrzeit in der Zeitzone Ihres Computers und
        nennt sie neben dem Feldnamen, etwa „<code>from_date (Europe/Vienna)</code>“. Steht dort Europe/Vienna, tragen
        Sie die Uhrzeit so ein, wie sie auf der Uhr steht, im Sommer wie im Winter: PocketBase rechnet sie selbst um und
        speichert sie in UTC (Weltzeit), die Website zeigt sie wieder in Wiener Zeit. Steht dort eine andere Zeitzone
        (z. B. UTC), stellen Sie vor dem Eintragen die Zeitzone des Computers auf Wien, sonst liegen alle Zeiten ein bis
        zwei Stunden daneben.
      </p>
      <ul>
        <li>
          Sommerzeit: Elternabend am Montag, 12. Oktober 2026, um 19:00 Uhr. In PocketBase eintragen: 12.10.2026, 19:00.
          Hier angezeigt als <DateCell value={SUMMER.toISOString()} />.
        </li>
        <li>
          Winterzeit: Abfahrt zum Schikurs am Montag, 18. Jänner 2027, um 07:30 Uhr. In PocketBase eintragen:
          18.01.2027, 07:30. Hier angezeigt als <DateCell value={WINTER.toISOString()} />.
        </li>
        <li>
          Ganztägig am 12. Oktober 2026: Beginn 12.10.2026, 00:00, Ende 00:00 oder 23:59 des letzten Tages. Dann zeigt
          die Website nur das Datum (<DateCell value={ALL_DAY.toISOString()} />
          ). Ein Computer in UTC speichert dieselbe Eingabe als {`„${formatDate(ALL_DAY_OFF_ZONE, 'time')} Uhr“`} Wiener
          Zeit.
        </li>
      </ul>
      <p>
        Die Prüfung im Kalender markiert einen Beginn oder ein Ende um genau 00:00 oder 23:59 Uhr UTC (in Wien 01:00
        bzw. 02:00 Uhr oder schon der nächste Tag): so sieht ein ganztägiger Termin aus, der nicht in Wiener Zeit
        eingetragen oder ohne Uhrzeit übernommen wurde. Außerdem markiert sie ein Ende vor dem Beginn. Eine sonst
        falsche Uhrzeit kann sie nicht erkennen: Vergleichen Sie die Wiener Zeit in dieser Übersicht mit dem, was Sie
        meinen.
      </p>
      <h2>Bilder und Alternativtexte</h2>
      <ul>
        <li>Querformat (16:9) für Beiträge und Karussell, quadratisch für Profilbilder; JPG, PNG oder WebP.</li>
        <li>Die Website verkleinert Bilder selbst; große Originale (über 5 MB) bitte vorher verkleinern.</li>
        <li>
          Das erste Bild eines Beitrags ist das Titelbild. Jedes Foto bekommt einen Alternativtext, der sagt, was zu
          sehen ist, oder die Markierung „Dekorativ“, wenn es nichts Eigenes zeigt. Ohne beides nennt die Website das
          Foto nur mit dem Titel des Beitrags, und die Prüfung zählt es als „Foto ohne Alternativtext“.
        </li>
        <li>
          Im Karussell ist die Beschreibung zugleich Bildunterschrift und Alternativtext: beschreiben Sie, was zu sehen
          ist.
        </li>
        <li>Karussell-Einträge ohne Bild zeigt die Website nicht an.</li>
      </ul>
      <h2>Wie funktioniert der Countdown?</h2>
      <p>
        Setzen Sie bei einem Termin im Kalender das Feld <code>countdown</code>. Die Startseite zählt zum nächsten
        künftigen Termin mit Countdown herunter (nach <code>from_date</code>). Vergangene Countdown-Termine werden hier
        als Problem markiert.
      </p>
      <h2>Feste Schlüssel in general_media</h2>
      <ul>
        <li>
          <code>posts_headline_bg</code>: Hintergrundbild der Überschrift auf den Beitragsseiten.
        </li>
        <li>
          <code>teacher_group_pic</code>: Gruppenfoto auf der Seite Lehrer:innen (Beschreibung = Alternativtext).
        </li>
        <li>
          <code>sprechstunden</code>: Sprechstundenliste (PDF oder Bild) auf der Elternseite.
        </li>
      </ul>
      <p>
        Der Schlüssel steht im Feld <code>filename</code> und muss genau so geschrieben sein.
      </p>
      <h2>Wann sehe ich meine Änderungen?</h2>
      <p>
        Die Website hält Inhalte bis zu {cacheTtlSeconds} Sekunden zwischen (Einstellung <code>CACHE_TTL_SECONDS</code>,
        Standard 60). Neue, geänderte, gelöschte und zurückgezogene Einträge zeigt sie spätestens {cacheTtlSeconds + 10}{' '}
        Sekunden nach dem Speichern, geplante ebenso lange nach ihrem <code>publish_at</code>. Diese Übersicht liest
        immer frisch und zeigt Änderungen sofort.
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
