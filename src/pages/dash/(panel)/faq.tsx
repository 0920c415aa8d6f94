import { css } from '@linaria/core';
import { type Column, DataTable } from '../../../components/dash/data-table';
import { PageHeader } from '../../../components/page-header';
import { PageMeta } from '../../../components/page-meta';
import { getSiteConfig } from '../../../lib/platform/config';

type Row = { id: string; what: string; where: string };

const COLLECTIONS: Row[] = [
  {
    id: 'posts',
    what: 'Beiträge, Projekte, Kreatives, Veranstaltungen',
    where: 'Aktuelles, Projekte, Großprojekt, Kreatives, Archiv, Startseite',
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

export default async function DashFaqPage() {
  const { pocketbaseAdminUrl, cacheTtlSeconds } = getSiteConfig();
  return (
    <div className={prose}>
      <PageMeta title="Hilfe – Verwaltung" path="/dash/faq" noindex />
      <PageHeader
        title="Hilfe: Inhalte bearbeiten"
        lead="Die Website liest nur. Bearbeitet wird alles in PocketBase."
      />
      <h2>Wie melde ich mich an?</h2>
      <p>
        Öffnen Sie die PocketBase-Verwaltung unter <a href={`${pocketbaseAdminUrl}/_/`}>{pocketbaseAdminUrl}/_/</a> und
        melden Sie sich mit Ihrem PocketBase-Administratorkonto an (das ist nicht der Login dieser Übersicht; den Zugang
        vergibt die Schul-IT). Jede Zeile in den Tabellen hier hat den Link „In PocketBase bearbeiten“, der den Eintrag
        direkt öffnet.
      </p>
      <h2>Welche Sammlung enthält was?</h2>
      <DataTable caption="Sammlungen in PocketBase" columns={columns} rows={COLLECTIONS} />
      <h2>Welche Kategorie (catigory) wähle ich?</h2>
      <ul>
        <li>
          <code>post</code>: normaler Beitrag unter „Aktuelles“.
        </li>
        <li>
          <code>project</code>: Projekt unter „Projekte“; mit „archiv“ unter „Old but great“.
        </li>
        <li>
          <code>currentProject</code>: das aktuelle Großprojekt.
        </li>
        <li>
          <code>creative</code>: Arbeiten von Schüler:innen unter „Kreatives“.
        </li>
        <li>
          <code>event</code>: Veranstaltung; <code>all</code>: Information für alle (z. B. Termine des Schuljahres).
        </li>
      </ul>
      <h2>Was bewirken „pin“ und „archiv“?</h2>
      <p>
        <strong>pin</strong> (angeheftet) zeigt den Beitrag auf der Startseite unter „Wichtig“. <strong>archiv</strong>{' '}
        verschiebt ihn ins Archiv; archivierte Projekte erscheinen unter „Old but great“. Nehmen Sie „pin“ wieder weg,
        wenn etwas nicht mehr aktuell ist.
      </p>
      <h2>Bilder und Alternativtexte</h2>
      <ul>
        <li>Querformat (16:9) für Beiträge und Karussell, quadratisch für Profilbilder; JPG, PNG oder WebP.</li>
        <li>Die Website verkleinert Bilder selbst; große Originale (über 5 MB) bitte vorher verkleinern.</li>
        <li>Das erste Bild eines Beitrags ist das Titelbild; sein Alternativtext ist der Titel.</li>
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
        Standard 60). Spätestens danach erscheinen Änderungen auf der Website und in dieser Übersicht.
      </p>
    </div>
  );
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

const prose = css`
  max-width: 60rem;
  h2 {
    margin-top: 2rem;
    font-size: 1.3rem;
  }
`;
