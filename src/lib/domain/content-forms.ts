/**
 * The editors' forms for the site's other content (contract.md, "Dashboard": editors edit teachers, classes,
 * carousel, …): one generic form per collection, built from these field lists. Names and kinds follow
 * pocketbase/schema/site-schema.cjs (tests/unit/lib/domain/content-forms.test.ts ties them together); what is ours here is
 * the German label, the hint, and where the collection's list lives in the dashboard.
 */
import { hintOf, kindsOf, type UploadField } from './file-types';
import { ACCESSIBILITY_STATUSES } from './school';

export type ContentFieldKind =
  'text' | 'longtext' | 'email' | 'number' | 'date' | 'day' | 'bool' | 'image' | 'document' | 'relation' | 'choice';

export type ContentField = {
  name: string;
  label: string;
  kind: ContentFieldKind;
  required?: boolean;
  hint?: string;
  /** A relation's target collection (one record). */
  target?: string;
  /** A choice's values (as PocketBase's select field holds them) and what editors read for each. */
  choices?: Readonly<Record<string, string>>;
  /** A text's pattern, as PocketBase checks it. */
  pattern?: string;
  /** A file field's entry in the upload list (pocketbase/pb_hooks/files.json): what it takes. */
  upload?: UploadField;
};

export type ContentForm = {
  /** PocketBase's collection name, also the form's address: /dash/inhalte/{collection}/new. */
  collection: string;
  /** German name of one record ("Lehrkraft") and the dashboard list it belongs to. */
  noun: string;
  list: string;
  listLabel: string;
  fields: ContentField[];
  /** Only one record exists (the school's): no "new" once there is one. */
  single?: boolean;
  /** For a collection listed on a page of its own: the page's lead, the table's caption and, when the read fails, its subject. */
  listing?: { lead: string; caption: string; what: string };
};

/** A file field: what it takes and its hint, as pocketbase/pb_hooks/files.json says. */
const upload = (field: UploadField) => ({ upload: field, hint: hintOf(kindsOf(field)) });

export const CONTENT_FORMS: readonly ContentForm[] = [
  {
    collection: 'teachers',
    noun: 'Lehrkraft',
    list: '/dash/teachers',
    listLabel: 'Lehrer:innen',
    listing: {
      lead: 'Die Lehrkräfte in der Reihenfolge der Lehrkräfte-Seite: kleinere Zahlen unter „Reihenfolge“ stehen weiter oben, Lehrkräfte ohne Zahl zuerst und die neuesten vorn. Das Gruppenfoto oben auf der Seite tauschen Sie unter „Eltern“ bei den Dateien (Gruppenfoto der Lehrkräfte).',
      caption: 'Lehrer:innen',
      what: 'Die Lehrer:innen',
    },
    fields: [
      { name: 'name', label: 'Name', kind: 'text', required: true },
      { name: 'subject', label: 'Fächer', kind: 'text' },
      { name: 'email', label: 'E-Mail', kind: 'email', hint: 'Erscheint öffentlich auf der Lehrkräfte-Seite.' },
      { name: 'avatar', label: 'Foto', kind: 'image', ...upload('teachers.avatar') },
      {
        name: 'sort',
        label: 'Reihenfolge',
        kind: 'number',
        hint: 'Platz auf der Lehrkräfte-Seite: kleinere Zahlen stehen weiter oben (etwa 1 für die Direktion). Leer oder 0: ganz oben, die neuesten zuerst.',
      },
    ],
  },
  {
    collection: 'classes',
    noun: 'Klasse',
    list: '/dash/classes',
    listLabel: 'Klassen',
    listing: {
      lead: 'Die Anzeige (z. B. „2a“ oder „Abschlussklasse“) rechnet die Website aus „Seit“ und dem heutigen Datum (Wiener Zeit): jedes Schuljahr zählt sie den Jahrgang hoch.',
      caption: 'Klassen',
      what: 'Die Klassen',
    },
    fields: [
      {
        name: 'name',
        label: 'Name',
        kind: 'text',
        required: true,
        hint: 'Wie die Klasse bei ihrem Start hieß, z. B. 1A.',
      },
      { name: 'since', label: 'Seit', kind: 'date', hint: 'Wiener Zeit; daraus zählt die Website den Jahrgang hoch.' },
      { name: 'photo', label: 'Klassenfoto', kind: 'image', ...upload('classes.photo') },
      { name: 'timetable', label: 'Stundenplan', kind: 'document', ...upload('classes.timetable') },
      { name: 'teacher', label: 'Klassenvorstand', kind: 'relation', target: 'teachers' },
    ],
  },
  {
    collection: 'carousel',
    noun: 'Karussell-Bild',
    list: '/dash/home',
    listLabel: 'Startseite',
    fields: [
      { name: 'image', label: 'Bild', kind: 'image', ...upload('carousel.image') },
      { name: 'description', label: 'Beschreibung', kind: 'text', hint: 'Zugleich der Alternativtext des Bildes.' },
      { name: 'author', label: 'Von', kind: 'text' },
      { name: 'idx', label: 'Reihenfolge', kind: 'number', hint: 'Kleinere Zahlen zuerst.' },
    ],
  },
  {
    collection: 'bikeline_bests',
    noun: 'Bikeline-Platz',
    list: '/dash/bikeline',
    listLabel: 'Bikeline',
    listing: {
      lead: 'Die Bestenliste der Bikeline: die Website reiht nach „Platz“, höchster Wert zuerst.',
      caption: 'Bikeline-Rangliste',
      what: 'Die Bikeline-Einträge',
    },
    fields: [
      { name: 'ranking', label: 'Platz', kind: 'number' },
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'image', label: 'Bild', kind: 'image', ...upload('bikeline_bests.image') },
    ],
  },
  {
    collection: 'general_media',
    noun: 'Datei',
    list: '/dash/parents',
    listLabel: 'Eltern',
    fields: [
      {
        name: 'filename',
        label: 'Schlüssel',
        kind: 'text',
        required: true,
        hint: 'posts_headline_bg, teacher_group_pic oder sprechstunden.',
      },
      { name: 'file', label: 'Datei', kind: 'document', ...upload('general_media.file') },
      { name: 'description', label: 'Beschreibung', kind: 'text' },
    ],
  },
  {
    collection: 'saying_of_the_week',
    noun: 'Spruch',
    list: '/dash/saying',
    listLabel: 'Spruch der Woche',
    listing: {
      lead: 'Die Startseite zeigt den Spruch, dessen Tag unter „Auf der Startseite ab“ zuletzt gekommen ist (erste Zeile); ohne geplante Sprüche den zuletzt angelegten. Ein Spruch für eine kommende Woche wartet auf seinen Tag.',
      caption: 'Sprüche der Woche',
      what: 'Die Sprüche',
    },
    fields: [
      { name: 'text', label: 'Spruch', kind: 'longtext', required: true },
      { name: 'author', label: 'Von', kind: 'text' },
      {
        name: 'week',
        label: 'Auf der Startseite ab',
        kind: 'date',
        hint: 'Der Tag, ab dem er auf der Startseite steht, meist der Montag seiner Woche. Leer: sofort, solange kein geplanter Spruch dran ist.',
      },
    ],
  },
  {
    collection: 'do_you_know',
    noun: 'Wusstest du',
    list: '/dash/dyknow',
    listLabel: 'Wusstest du?',
    listing: {
      lead: 'Die Startseite zeigt den zuletzt angelegten Fakt (erste Zeile).',
      caption: 'Wusstest-du-Fakten',
      what: 'Die Fakten',
    },
    fields: [{ name: 'text', label: 'Text', kind: 'longtext', required: true }],
  },
  {
    collection: 'redirects',
    noun: 'Weiterleitung',
    list: '/dash/weiterleitungen',
    listLabel: 'Weiterleitungen',
    listing: {
      lead: 'Alte Adressen, etwa der früheren Website, führen hierher zur neuen Seite (dauerhaft, 301). Der Import aus WordPress legt sie für jeden Beitrag an; weitere tragen Sie hier ein. Adressen, die es auf dieser Website gibt, leiten nie weiter.',
      caption: 'Weiterleitungen',
      what: 'Die Weiterleitungen',
    },
    fields: [
      {
        name: 'from',
        label: 'Alte Adresse',
        kind: 'text',
        required: true,
        pattern: '^/\\S*$',
        hint: 'Der Pfad ohne Domain, z. B. /2019/05/sporttag/ oder /?p=123',
      },
      {
        name: 'to',
        label: 'Führt zu',
        kind: 'text',
        required: true,
        pattern: '^/([^/\\\\\\s]\\S*)?$',
        hint: 'Eine Seite dieser Website, z. B. /posts/abc123 oder /kalender',
      },
    ],
  },
  {
    collection: 'school',
    noun: 'Angaben zur Schule',
    list: '/dash/start',
    listLabel: 'Übersicht',
    single: true,
    fields: [
      { name: 'name', label: 'Name der Schule', kind: 'text' },
      { name: 'short_name', label: 'Kurzname', kind: 'text' },
      { name: 'school_type', label: 'Schulart', kind: 'text' },
      { name: 'street', label: 'Straße', kind: 'text' },
      { name: 'postcode', label: 'Postleitzahl', kind: 'text' },
      { name: 'city', label: 'Ort', kind: 'text' },
      { name: 'phone', label: 'Telefon', kind: 'text' },
      { name: 'email', label: 'E-Mail', kind: 'email' },
      { name: 'logo', label: 'Logo', kind: 'image', ...upload('school.logo') },
      { name: 'accent_color', label: 'Akzentfarbe', kind: 'text', pattern: '^#[0-9a-fA-F]{6}$', hint: 'z. B. #c2410c' },
      { name: 'owner', label: 'Schulerhalter', kind: 'text' },
      { name: 'representative', label: 'Vertreten durch', kind: 'text' },
      { name: 'authority', label: 'Aufsichtsbehörde (Bildungsdirektion)', kind: 'text' },
      { name: 'privacy_contact', label: 'Datenschutz-Kontakt', kind: 'text' },
      { name: 'hosting', label: 'Hosting', kind: 'text' },
      {
        name: 'a11y_status',
        label: 'Barrierefreiheit: Die Website ist mit WCAG 2.2 AA …',
        kind: 'choice',
        choices: ACCESSIBILITY_STATUSES,
        hint: 'Für die Erklärung zur Barrierefreiheit (/barrierefreiheit), nach der letzten Prüfung.',
      },
      {
        name: 'a11y_gaps',
        label: 'Bekannte Barrieren',
        kind: 'longtext',
        hint: 'Eine pro Zeile, z. B. „Ältere PDF-Dokumente sind nicht barrierefrei.“ Leer nur, wenn die Website vollständig vereinbar ist.',
      },
      { name: 'a11y_checked', label: 'Zuletzt geprüft am', kind: 'day' },
    ],
  },
];

const FORMS = new Map(CONTENT_FORMS.map((form) => [form.collection, form]));

export function contentFormOf(collection: string): ContentForm | undefined {
  return FORMS.get(collection);
}

export const CONTENT_BASE = '/dash/inhalte';
export const newContentHref = (collection: string) => `${CONTENT_BASE}/${collection}/new`;
export const editContentHref = (collection: string, id: string) => `${CONTENT_BASE}/${collection}/${id}/edit`;
