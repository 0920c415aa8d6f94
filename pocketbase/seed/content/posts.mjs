import { at } from "../dates.mjs";
import { pdf, png } from "../files.mjs";
import { fixedId } from "../ids.mjs";
import { classId } from "./classes.mjs";
import { teacherId } from "./teachers.mjs";
import { STAFF_ID } from "./users.mjs";

const postId = (n) => fixedId("post", n);

export const POST_IDS = {
  hostile: postId(7),
  pinned: postId(14),
  withoutFiles: postId(8),
  archivedPost: postId(1),
  archivedProject: postId(18),
  project: postId(21),
  currentProject: postId(25),
  creative: postId(28),
  event: postId(32),
  foreignImage: postId(9),
  longWords: postId(38),
  longFileName: postId(39),
  // Not public (contract.md, "Publishing"): for the dashboard's lists and previews.
  draft: postId(40),
  inReview: postId(41),
  scheduled: postId(42),
};

const [C1A, C1B, C2A, C2B, C3A, C4A, C5] = /** @type {[string, string, string, string, string, string, string]} */ (
  [1, 2, 3, 4, 5, 6, 7].map(classId)
);
const [LEITNER, HUBER, GRUBER, WAGNER, BAUER, PICHLER, MOSER, STEINER, HOFER, MAYR] =
  /** @type {[string, string, string, string, string, string, string, string, string, string]} */ (
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(teacherId)
  );
const ALL_CLASSES = [C1A, C1B, C2A, C2B, C3A, C4A, C5];

const images = (slug, scene, seed, count) =>
  Array.from({ length: count }, (_, i) => png(`${slug}-${i + 1}`, scene, seed + i));

// Alt texts by the file names images() gives, one per photo in order (contract.md: "" marks a photo as decorative).
// Sent under the name the file is uploaded with; the hook in pocketbase/pb_hooks keys them by the stored names.
const ALT_TEXTS = {
  "schulstart-2025": ["Die Schule im Morgenlicht am ersten Schultag"],
  wandertag: [
    "Klassen beim Aufstieg auf den Sonnenberg",
    "Jause am Gipfelkreuz",
    "Blick über die Hügel bis zum Ötscher",
  ],
  herbstgarten: ["Bunte Herbstblätter im Schulgarten", "Kürbisse und die letzten Sonnenblumen"],
  lesenacht: ["Schlafsäcke und Taschenlampen im Klassenzimmer", ""],
  adventmarkt: ["Stand mit Keksen und Kerzen am Adventmarkt"],
  schikurs: ["Die 2A und 2B auf der Piste", "Schikurs-Gruppe vor der Bergstation", "Verschneite Berge in der Sonne"],
  "safer-internet": [""],
  "bo-tage": ["Schülerinnen in einer Tischlerei", "Ein Schüler beim Schnuppertag in der Apotheke"],
  "erste-hilfe": ["Schülerinnen und Schüler üben die stabile Seitenlage"],
  vorlesen: [""],
  sporttag: ["Staffellauf auf dem Sportplatz", "Weitsprung der dritten Klassen", "Völkerball-Turnier im Hof"],
  anmeldung: ["Eingang der Schule mit Willkommensschild"],
  sitzbaenke: ["Neue Sitzbänke aus Lärchenholz im Pausenhof", "Kinder sitzen in der Pause auf den neuen Bänken"],
  buecherei: [""],
  sonnenblatt: ["Titelseite der Schülerzeitung „Sonnenblatt“", ""],
  kletterwand: ["Die fertige Boulderwand im Turnsaal", "Schüler montieren Klettergriffe", ""],
  energiedetektive: ["Energiedetektive prüfen einen Heizkörper", "Plakat mit den Stromspartipps der Klasse"],
  bienen: ["Bienenstöcke im Schulgarten", "Ein Imker zeigt der 3A eine Wabe", "Gläser mit Schulhonig"],
  upcycling: ["Taschen aus alten T-Shirts", "Stiftehalter aus bemalten Dosen"],
  erasmus: [
    "Gruppenfoto mit der Partnerschule in Budweis",
    "Stadtführung in Budweis",
    "Gemeinsamer Workshop im Klassenzimmer",
  ],
  "coding-club": ["Kinder programmieren einen kleinen Roboter", ""],
  musical: ["Probe des Schulmusicals auf der Bühne", ""],
  schulgarten: ["Neue Hochbeete im Schulgarten", "Der Teich mit Steg", "Die Lernecke mit Holzbänken"],
  herbstgedichte: [""],
  masken: ["Drachenmaske aus Pappmaché", "Katzenmaske aus Pappmaché", "Astronautenhelm aus Pappmaché"],
  linoldruck: ["Linoldruck eines Fuchses", "Linoldruck eines Feuersalamanders"],
  fotowettbewerb: [
    "Siegerbild: Sonnenaufgang über Sonnenberg",
    "Zweiter Platz: Kirchturm im Nebel",
    "Dritter Platz: Wiese mit Mohnblumen",
  ],
  weihnachtskonzert: ["Chor und Schulband in der Pfarrkirche", "Bläsergruppe beim Weihnachtskonzert"],
  sommerfest: ["Spielstationen beim Sommerfest im Hof", "Das Buffet des Elternvereins"],
  "offene-tuer": ["Besucherinnen und Besucher im Chemiesaal"],
  "schulstart-2026": ["Die Schule am ersten Schultag 2026"],
  sommersportwoche: ["Segelboote auf dem See", "Stand-up-Paddeln in der Abendsonne"],
  "wintersport-entwurf": ["Verschneite Piste im Schigebiet"],
  adventkonzert: ["Der Schulchor in der Pfarrkirche"],
};

/** { "file name": "alt text" } for the photos among `files` (PDFs need none). */
function altTexts(files) {
  const result = {};
  for (const { name, type } of files) {
    if (!type.startsWith("image/")) continue;
    const [, slug, n] = /^(.+)-(\d+)\.png$/.exec(name) ?? [];
    const text = ALT_TEXTS[slug]?.[Number(n) - 1];
    if (text === undefined) throw new Error(`Seed: Alternativtext für ${name} fehlt (ALT_TEXTS in posts.mjs)`);
    result[name] = text;
  }
  return result;
}

// Pasted from elsewhere on purpose: the site must strip everything executable and keep the harmless markup.
const HOSTILE_HTML = [
  "<p>Am <strong>Safer Internet Day</strong> haben die 3A und die 4A gemeinsam Regeln für das sichere Surfen gesammelt.</p>",
  "<script>alert(1)</script>",
  '<p><img src="x" onerror="alert(\'xss\')"> Passwörter niemals weitergeben!</p>',
  '<p><a href="javascript:alert(document.cookie)">Hier klicken für das Gewinnspiel</a></p>',
  '<iframe src="https://evil.example"></iframe>',
  '<ul><li onmouseover="alert(2)">Privatsphäre-Einstellungen prüfen</li><li>Nicht jedem Link vertrauen</li></ul>',
  '<p>Mehr Tipps gibt es bei <a href="https://www.saferinternet.at">saferinternet.at</a>.</p>',
  // Links that look internal but leave the site, and an author's rel that must not replace ours.
  '<p><a href="/\\evil.example" rel="opener">Schulintern</a>, <a href="/&#47;evil.example">Elternbrief</a>, ',
  '<a href="/\t/evil.example">Stundenplan</a></p>',
].join("");

// Text as editors paste it: a compound noun and addresses wider than a phone, which must wrap, not widen the page.
const RESULTS_URL =
  "https://landeswettbewerb.example.org/robotik/2025/mittelschulen/niederoesterreich/ergebnisliste_aller_teilnehmenden_teams.html";
const LONG_WORDS_HTML = [
  "<p>Dritter Platz im Roboterfußballweltmeisterschaftsqualifikationsturnier! ",
  `Alle Ergebnisse stehen unter ${RESULTS_URL} bereit.</p>`,
  `<p>Fotos der Siegerehrung: <a href="${RESULTS_URL}#fotos">${RESULTS_URL}#fotos</a></p>`,
].join("");

/**
 * What a post has beyond its text; files: from images(), png() or pdf().
 * @typedef {{ files?: { name: string, type: string, build: () => Buffer }[], classes?: string[], teachers?: string[], pin?: boolean, archiv?: boolean, status?: string, publish_at?: string }} PostOptions
 */
/** @typedef {[number, string, string, string, string, PostOptions]} PostRow */

// [n, catigory, date, title, description html, options]
/** @type {PostRow[]} */
const POSTS = [
  [
    1,
    "post",
    at("2025-09-08"),
    "Willkommen zurück! Schulstart 2025/26",
    "<p>Nach neun Wochen Ferien ist die <strong>MS Sonnenberg</strong> wieder voller Leben. Besonders herzlich begrüßen wir unsere neuen ersten Klassen!</p><ul><li>Unterricht in der ersten Woche bis 11:45 Uhr</li><li>Schulbücher werden in der Klasse ausgeteilt</li></ul>",
    { archiv: true, files: images("schulstart-2025", "landscape", 1, 1), teachers: [LEITNER] },
  ],
  [
    2,
    "post",
    at("2025-09-26"),
    "Wandertag auf den Sonnenberg",
    "<p>Bei Kaiserwetter sind die ersten und zweiten Klassen auf den Sonnenberg gewandert. Oben gab es eine wohlverdiente <strong>Jause</strong> und einen Blick bis zum Ötscher.</p>",
    {
      archiv: true,
      files: images("wandertag", "landscape", 2, 3),
      classes: [C1A, C1B, C2A],
      teachers: [BAUER, GRUBER],
    },
  ],
  [
    3,
    "post",
    at("2025-10-17"),
    "Herbstfotos aus dem Schulgarten",
    "<p>Die Biologiegruppe hat den Herbst im Schulgarten festgehalten: bunte Blätter, Kürbisse und die letzten Sonnenblumen.</p>",
    { archiv: true, files: images("herbstgarten", "landscape", 3, 2), classes: [C3A], teachers: [PICHLER] },
  ],
  [
    4,
    "post",
    at("2025-11-07"),
    "Lesenacht der 2A",
    "<p>Mit Taschenlampe, Schlafsack und vielen Büchern hat die 2A eine Nacht in der Schule verbracht.</p><ul><li>Lieblingsbuch des Abends: <strong>„Die Schule der magischen Tiere“</strong></li><li>Frühstück um 7 Uhr mit den Eltern</li></ul>",
    { files: images("lesenacht", "pattern", 4, 2), classes: [C2A], teachers: [HUBER] },
  ],
  [
    5,
    "post",
    at("2025-12-12"),
    "Adventmarkt: 1.240 Euro für den guten Zweck",
    '<p>Kekse, Kerzen und Punsch: Unser Adventmarkt war ein voller Erfolg. Der Erlös geht an das <a href="https://www.roteskreuz.at">Rote Kreuz</a>.</p>',
    { files: images("adventmarkt", "pattern", 5, 1), classes: ALL_CLASSES, teachers: [LEITNER, MOSER] },
  ],
  [
    6,
    "post",
    at("2026-01-23"),
    "Schikurs der zweiten Klassen",
    "<p>Fünf Tage Schnee, Sonne und Muskelkater: Die 2A und die 2B waren auf Schikurs. Die Ausrüstungsliste für das nächste Jahr findet ihr im Anhang.</p>",
    {
      files: [
        ...images("schikurs", "landscape", 6, 3),
        pdf("ausruestungsliste-schikurs", "Ausrüstungsliste Schikurs", [
          "Schihelm (Pflicht)",
          "Schibrille und Handschuhe",
          "Warme Unterwäsche, Haube",
          "Sonnencreme",
          "E-Card",
        ]),
      ],
      classes: [C2A, C2B],
      teachers: [BAUER, WAGNER],
    },
  ],
  [
    7,
    "post",
    at("2026-02-10"),
    "Safer Internet Day: Tipps zum sicheren Surfen",
    HOSTILE_HTML,
    { files: images("safer-internet", "pattern", 7, 1), classes: [C3A, C4A], teachers: [HOFER] },
  ],
  [
    8,
    "post",
    at("2026-03-06"),
    "Känguru der Mathematik: Tolle Ergebnisse",
    "<p>42 Schülerinnen und Schüler haben beim <strong>Känguru der Mathematik</strong> mitgerechnet. Drei von ihnen sind unter den besten zehn im Bezirk!</p>",
    { classes: [C3A, C4A], teachers: [GRUBER, HOFER] },
  ],
  [
    9,
    "post",
    at("2026-03-27"),
    "Berufspraktische Tage der 4A",
    // An image linked from another site, as editors paste it: the site's CSP blocks it, the dashboard flags it.
    '<p>Drei Tage lang haben unsere Viertklässlerinnen und Viertklässler in Betrieben der Region geschnuppert: von der Tischlerei bis zur Apotheke.</p><p><img src="https://bilder.example.org/bo-tage/tischlerei.jpg" alt="In der Tischlerei"></p>',
    { files: images("bo-tage", "group", 9, 2), classes: [C4A], teachers: [MAYR] },
  ],
  [
    10,
    "post",
    at("2026-04-24"),
    "Erste-Hilfe-Kurs mit dem Jugendrotkreuz",
    "<p>Stabile Seitenlage, Notruf 144 und Verbände anlegen: Die vierten Klassen wissen jetzt, was im Notfall zu tun ist.</p>",
    { files: images("erste-hilfe", "group", 10, 1), classes: [C4A, C5], teachers: [PICHLER] },
  ],
  [
    11,
    "post",
    at("2026-05-15"),
    "Vorlesewettbewerb: Drei Sonnenberger im Bezirksfinale",
    "<p>Wir gratulieren Lena, Jonas und Emira, die unsere Schule beim Bezirksfinale vertreten!</p>",
    { files: images("vorlesen", "pattern", 11, 1), classes: [C1B, C2A, C3A], teachers: [HUBER] },
  ],
  [
    12,
    "post",
    at("2026-06-19"),
    "Sporttag bei strahlendem Sonnenschein",
    "<p>Staffellauf, Weitsprung und Völkerball: Beim Sporttag waren alle Klassen dabei.</p><ul><li>Schnellste Klasse: <strong>3A</strong></li><li>Fairste Mannschaft: <strong>1B</strong></li></ul>",
    { files: images("sporttag", "group", 12, 3), classes: ALL_CLASSES, teachers: [BAUER, WAGNER] },
  ],
  [
    13,
    "post",
    at("2026-07-03"),
    "Zeugnisverteilung und schöne Ferien!",
    "<p>Ein ereignisreiches Schuljahr geht zu Ende. Wir wünschen allen erholsame Ferien und sehen uns am <strong>7. September</strong> wieder.</p>",
    { teachers: [LEITNER] },
  ],
  [
    14,
    "post",
    at("2026-09-14"),
    "Neue Handy-Regelung ab diesem Schuljahr",
    "<p>Ab sofort bleiben Handys während der Unterrichtszeit <strong>im Spind</strong>. Die genaue Regelung steht in der Hausordnung im Anhang.</p><ul><li>Ausnahmen nur nach Absprache mit der Lehrkraft</li><li>In Notfällen ist das Sekretariat erreichbar</li></ul>",
    {
      pin: true,
      files: [
        pdf("hausordnung", "Hausordnung der MS Sonnenberg", [
          "1. Wir gehen respektvoll miteinander um.",
          "2. Handys bleiben während der Unterrichtszeit im Spind.",
          "3. Im Schulhaus tragen wir Hausschuhe.",
          "4. Pausen verbringen wir bei Schönwetter im Hof.",
        ]),
      ],
      teachers: [LEITNER],
    },
  ],
  [
    15,
    "post",
    at("2026-10-09"),
    "Anmeldung für das Schuljahr 2027/28",
    '<p>Die Anmeldung für die ersten Klassen ist ab sofort möglich. Alle Informationen finden Sie im Anhang oder auf der Seite <a href="/eltern">Eltern</a>.</p>',
    {
      pin: true,
      files: [
        ...images("anmeldung", "landscape", 15, 1),
        pdf("anmeldung-2027-28", "Anmeldung Schuljahr 2027/28", [
          "Anmeldezeitraum: Jänner bis Februar",
          "Mitzubringen: Schulnachricht, Geburtsurkunde, E-Card",
          "Sekretariat: Montag bis Freitag, 7:30–12:00 Uhr",
        ]),
      ],
    },
  ],
  [
    16,
    "post",
    at("2026-11-13"),
    "Neue Sitzbänke für den Pausenhof",
    "<p>Dank des Elternvereins können wir in den Pausen jetzt auf sechs neuen Bänken aus heimischem Lärchenholz sitzen.</p>",
    { files: images("sitzbaenke", "landscape", 16, 2), teachers: [STEINER] },
  ],
  [
    17,
    "post",
    at("2026-11-18"),
    "Besuch in der Bücherei Sonnenberg",
    "<p>Die ersten Klassen haben die Gemeindebücherei besucht und sich ihre ersten Leseausweise geholt.</p>",
    { files: images("buecherei", "pattern", 17, 1), classes: [C1A, C1B], teachers: [HUBER, WAGNER] },
  ],

  [
    18,
    "project",
    at("2025-09-19"),
    "Schülerzeitung „Sonnenblatt“: die ersten zehn Ausgaben",
    "<p>Seit drei Jahren schreibt, fotografiert und layoutet unser Redaktionsteam das <strong>Sonnenblatt</strong>. Die Jubiläumsausgabe liegt als PDF bei.</p>",
    {
      archiv: true,
      files: [
        ...images("sonnenblatt", "pattern", 18, 2),
        pdf("sonnenblatt-ausgabe-10", "Sonnenblatt – Ausgabe 10", [
          "Interview mit der Direktorin",
          "Rezept: Apfelstrudel aus der Schulküche",
          "Rätselseite",
        ]),
      ],
      classes: [C4A],
      teachers: [HUBER],
    },
  ],
  [
    19,
    "project",
    at("2025-10-10"),
    "Kletterwand im Turnsaal – selbst gebaut",
    "<p>Gemeinsam mit einem Tischlereibetrieb haben Schülerinnen und Schüler eine Boulderwand geplant und montiert.</p>",
    { archiv: true, files: images("kletterwand", "pattern", 19, 3), classes: [C3A, C4A], teachers: [BAUER, STEINER] },
  ],
  [
    20,
    "project",
    at("2025-11-21"),
    "Klimaschule: Ein Jahr Energiedetektive",
    "<p>Unsere Energiedetektive haben Heizkörper, Lichtschalter und Fenster kontrolliert: Die Schule spart jetzt <strong>12 % Strom</strong>.</p>",
    {
      archiv: true,
      files: images("energiedetektive", "landscape", 20, 2),
      classes: [C2A, C3A],
      teachers: [PICHLER, GRUBER],
    },
  ],
  [
    21,
    "project",
    at("2026-01-16"),
    "Bienenprojekt: Unser Schulhonig",
    '<p>Zwei Bienenvölker wohnen jetzt im Schulgarten. Die 3A betreut sie gemeinsam mit einem Imker.</p><ul><li>Erste Ernte: 18 Gläser Blütenhonig</li><li>Mehr über Honigbienen auf <a href="https://de.wikipedia.org/wiki/Westliche_Honigbiene">Wikipedia</a></li></ul>',
    { files: images("bienen", "landscape", 21, 3), classes: [C3A], teachers: [PICHLER] },
  ],
  [
    22,
    "project",
    at("2026-03-13"),
    "Upcycling-Werkstatt: Aus Alt mach Neu",
    "<p>Aus alten T-Shirts wurden Taschen, aus Dosen Stiftehalter: Die zweiten Klassen zeigen, was in Abfall steckt.</p>",
    { files: images("upcycling", "pattern", 22, 2), classes: [C2A, C2B], teachers: [STEINER] },
  ],
  [
    23,
    "project",
    at("2026-05-08"),
    "Erasmus+: Besuch bei unserer Partnerschule in Budweis",
    "<p>Eine Woche lang war die 4A bei unserer Partnerschule in Tschechien zu Gast. Gesprochen wurde Englisch – und ein bisschen Tschechisch.</p>",
    {
      files: [
        ...images("erasmus", "group", 23, 3),
        pdf("erasmus-programm", "Erasmus+ Programm Budweis", [
          "Montag: Anreise und Stadtführung",
          "Dienstag: Unterricht in der Partnerschule",
          "Mittwoch: Ausflug nach Krumau",
          "Donnerstag: Projektpräsentation",
          "Freitag: Heimreise",
        ]),
      ],
      classes: [C4A],
      teachers: [MAYR, WAGNER],
    },
  ],
  [
    24,
    "project",
    at("2026-10-02"),
    "Coding-Club: Roboter im Unterricht",
    "<p>In Digitaler Grundbildung programmieren die ersten Klassen kleine Roboter, die Labyrinthe lösen.</p>",
    { files: images("coding-club", "pattern", 24, 2), classes: [C1A, C1B], teachers: [HOFER] },
  ],

  [
    25,
    "currentProject",
    at("2026-09-25"),
    "Musical 2027: „Der Zauberer von Oz“",
    "<p>Unser großes Schulprojekt in diesem Jahr: ein eigenes Musical! Chor, Band, Bühnenbild und Schauspiel – alle können mitmachen.</p><ul><li>Proben jeden Donnerstag ab 13:30 Uhr</li><li>Aufführung im Juni im Kulturhaus Sonnenberg</li></ul>",
    {
      files: [
        ...images("musical", "pattern", 25, 2),
        pdf("probenplan-musical", "Probenplan Musical", [
          "Oktober: Rollenverteilung und Chorproben",
          "November bis Februar: Szenenproben",
          "März: Bühnenbild und Kostüme",
          "Mai: Generalprobe",
        ]),
      ],
      classes: [C2A, C3A, C4A],
      teachers: [MOSER, STEINER],
    },
  ],
  [
    26,
    "currentProject",
    at("2026-10-16"),
    "Schulgarten neu: Hochbeete, Teich und Lernecke",
    "<p>Gemeinsam gestalten wir den Schulgarten neu. Jede Klasse bekommt ein eigenes <strong>Hochbeet</strong>.</p>",
    { files: images("schulgarten", "landscape", 26, 3), classes: ALL_CLASSES, teachers: [PICHLER, BAUER] },
  ],

  [
    27,
    "creative",
    at("2025-10-24"),
    "Herbstgedichte der 1B",
    "<p>Raschelnde Blätter und Nebelmorgen: Die 1B hat den Herbst in Reime gefasst.</p>",
    { files: images("herbstgedichte", "pattern", 27, 1), classes: [C1B], teachers: [HUBER] },
  ],
  [
    28,
    "creative",
    at("2026-02-20"),
    "Faschingsmasken aus Pappmaché",
    "<p>Drachen, Katzen und ein Astronaut: Die Masken der 2B sind bis Ostern in der Aula ausgestellt.</p>",
    { files: images("masken", "pattern", 28, 3), classes: [C2B], teachers: [STEINER] },
  ],
  [
    29,
    "creative",
    at("2026-04-17"),
    "Linoldrucke: Tiere unserer Heimat",
    "<p>Fuchs, Dachs und Feuersalamander – in Kunst und Gestaltung sind eindrucksvolle Linoldrucke entstanden.</p>",
    { files: images("linoldruck", "pattern", 29, 2), classes: [C3A], teachers: [STEINER] },
  ],
  [
    30,
    "creative",
    at("2026-06-05"),
    "Fotowettbewerb „Mein Sonnenberg“: die Siegerbilder",
    "<p>Über 60 Fotos wurden eingereicht. Die Jury hat sich für diese drei Bilder entschieden.</p>",
    { files: images("fotowettbewerb", "landscape", 30, 3) },
  ],
  [
    31,
    "creative",
    at("2026-11-06"),
    "Kurzgeschichten-Werkstatt: Geschichten zum Gruseln",
    "<p>Pünktlich nach Halloween: Die 4A hat eine Sammlung gruseliger Kurzgeschichten geschrieben.</p>",
    {
      files: [
        pdf("gruselgeschichten", "Geschichten zum Gruseln", [
          "Das Flüstern im Turnsaal",
          "Der verschwundene Schlüssel",
          "Nebel über dem Sonnenberg",
        ]),
      ],
      classes: [C4A],
      teachers: [HUBER],
    },
  ],

  [
    32,
    "event",
    at("2025-12-18", "17:00"),
    "Weihnachtskonzert in der Pfarrkirche",
    "<p>Chor, Bläsergruppe und Schulband haben gemeinsam auf Weihnachten eingestimmt. Danke für die vielen Spenden!</p>",
    { files: images("weihnachtskonzert", "group", 32, 2), classes: ALL_CLASSES, teachers: [MOSER] },
  ],
  [
    33,
    "event",
    at("2026-06-26", "14:00"),
    "Sommerfest mit Schulbuffet",
    "<p>Spiele, Musik und ein Buffet des Elternvereins: Das Sommerfest war der perfekte Abschluss des Schuljahres.</p>",
    {
      files: [
        ...images("sommerfest", "landscape", 33, 2),
        pdf("sommerfest-programm", "Programm Sommerfest", [
          "14:00 Begrüßung",
          "14:30 Auftritt der Schulband",
          "15:00 Stationenspiele",
          "17:00 Siegerehrung",
        ]),
      ],
    },
  ],
  [
    34,
    "event",
    at("2026-10-30"),
    "Tag der offenen Tür: Wir öffnen unsere Türen",
    '<p>Alle Volksschulkinder und ihre Eltern sind herzlich eingeladen, unsere Schule kennenzulernen. Den Termin finden Sie im <a href="/kalender">Kalender</a>.</p><ul><li>Schnupperstunden in allen Fächern</li><li>Führungen durch das Schulhaus</li></ul>',
    {
      pin: true,
      files: [
        ...images("offene-tuer", "group", 34, 1),
        pdf("tag-der-offenen-tuer", "Tag der offenen Tür", [
          "9:00 Begrüßung in der Aula",
          "9:30 Schnupperstunden",
          "11:00 Führungen",
          "12:00 Ausklang mit Buffet",
        ]),
      ],
      teachers: [LEITNER],
    },
  ],
  [
    35,
    "event",
    at("2026-11-16"),
    "Elternsprechtag: Termine buchen",
    "<p>Beim Elternsprechtag stehen alle Lehrkräfte für Gespräche zur Verfügung. Bitte tragen Sie sich in die Liste Ihrer Klasse ein.</p>",
    { classes: ALL_CLASSES },
  ],

  [
    36,
    "all",
    at("2025-09-01"),
    "Schuljahr 2025/26: Alle Termine auf einen Blick",
    "<p>Schulautonome Tage, Ferien und Elternabende des Schuljahres im Überblick.</p>",
    {
      files: [
        pdf("termine-2025-26", "Termine Schuljahr 2025/26", [
          "Schulbeginn: 1. September 2025",
          "Herbstferien: 27. bis 31. Oktober 2025",
          "Weihnachtsferien: 24. Dezember bis 6. Jänner",
          "Semesterferien: 9. bis 14. Februar 2026",
          "Osterferien: 28. März bis 6. April 2026",
        ]),
      ],
      teachers: [LEITNER],
    },
  ],
  [
    37,
    "all",
    at("2026-09-07"),
    "Willkommen im Schuljahr 2026/27",
    "<p>Wir freuen uns auf ein neues Schuljahr mit vielen Projekten. Alle Neuigkeiten gibt es wie immer hier auf unserer Website.</p>",
    { files: images("schulstart-2026", "landscape", 37, 1), teachers: [LEITNER] },
  ],
  [
    38,
    "post",
    at("2025-10-03"),
    "Landeswettbewerb Robotik: Bronze für die 4A",
    LONG_WORDS_HTML,
    {
      archiv: true,
      files: [
        pdf("ergebnisliste_landeswettbewerb", "Ergebnisliste Landeswettbewerb Robotik", [
          "1. Platz: MS Waldviertel",
          "2. Platz: MS Donauufer",
          "3. Platz: MS Sonnenberg",
        ]),
      ],
      classes: [C4A],
      teachers: [HOFER],
    },
  ],
  [
    39,
    "post",
    at("2026-02-27"),
    "Sommersportwoche: jetzt anmelden",
    "<p>Im Juni geht es für die zweiten und dritten Klassen eine Woche an den See: Segeln, Stand-up-Paddeln und Beachvolleyball. Das Anmeldeformular liegt bei.</p>",
    {
      files: [
        ...images("sommersportwoche", "landscape", 39, 2),
        pdf(
          "anmeldeformular_sommersportwoche_fuer_die_zweiten_und_dritten_klassen_mit_einverstaendniserklaerung",
          "Anmeldung Sommersportwoche",
          ["Name des Kindes", "Klasse", "Unterschrift eines Erziehungsberechtigten"],
        ),
      ],
      classes: [C2A, C2B, C3A],
      teachers: [BAUER],
    },
  ],
];

// Work in progress: a draft, one the head teacher is to look at, and one that goes public in two weeks at 07:00.
/** @type {(now: Date) => PostRow[]} */
const UNPUBLISHED = (now) => [
  [
    40,
    "post",
    at(day(now, 0)),
    "Wintersporttage 2027 (Entwurf)",
    "<p>Die Wintersporttage der 2. Klassen finden im Jänner statt. Details zu Ausrüstung und Kosten folgen.</p>",
    { status: "draft", files: images("wintersport-entwurf", "landscape", 40, 1), teachers: [GRUBER] },
  ],
  [
    41,
    "event",
    at(day(now, 0)),
    "Adventkonzert in der Pfarrkirche",
    "<p>Chor und Schulband laden herzlich zum Adventkonzert ein. Der Eintritt ist frei, Spenden gehen an die Lebenshilfe.</p>",
    { status: "review", files: images("adventkonzert", "group", 41, 1), teachers: [HOFER] },
  ],
  [
    42,
    "post",
    at(day(now, 14)),
    "Anmeldung für das Schuljahr 2027/28 beginnt",
    "<p>Ab heute können Sie Ihr Kind für die ersten Klassen des kommenden Schuljahres anmelden.</p>",
    {
      publish_at: at(day(now, 14), "06:00"),
      files: images("anmeldung", "landscape", 42, 1),
      teachers: [LEITNER],
    },
  ],
];

/** "YYYY-MM-DD" of the day `days` after now. */
const day = (now, days) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

export function posts(now = new Date()) {
  return [...POSTS, ...UNPUBLISHED(now)].map(([n, catigory, date, title, description, options]) => {
    const { files = [], classes = [], teachers = [], pin = false, archiv = false } = options;
    const { status = "published", publish_at = "" } = options;
    return {
      id: postId(n),
      data: {
        title,
        description,
        date,
        catigory,
        pin,
        archiv,
        class: classes,
        teacher: teachers,
        status,
        publish_at,
        owner: STAFF_ID,
        ...(files.some(({ type }) => type.startsWith("image/")) ? { alt_texts: JSON.stringify(altTexts(files)) } : {}),
      },
      files: files.length ? { files } : {},
    };
  });
}
