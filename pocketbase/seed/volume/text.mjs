// Posts as a school's editors write them: German, titles by kind of post, HTML from one paragraph to a long report
// with lists, bold words and links, and a vocabulary with umlauts, compound nouns and names that grows with the
// years, as a real school's does (the search index's size depends on it).

const FIRST_NAMES = [
  "Anna",
  "Lena",
  "Sophie",
  "Marie",
  "Emma",
  "Lea",
  "Hannah",
  "Sarah",
  "Jana",
  "Elif",
  "Zoe",
  "Mia",
  "Lara",
  "Valentina",
  "Paul",
  "Lukas",
  "David",
  "Jakob",
  "Elias",
  "Felix",
  "Tobias",
  "Maximilian",
  "Jonas",
  "Ömer",
  "Luca",
  "Noah",
  "Florian",
  "Sebastian",
  "Matthias",
  "Julia",
  "Katharina",
  "Magdalena",
  "Theresa",
  "Jürgen",
  "Günther",
  "Dominik",
  "Niklas",
];
const LAST_NAMES = [
  "Gruber",
  "Huber",
  "Bauer",
  "Wagner",
  "Müller",
  "Pichler",
  "Steiner",
  "Moser",
  "Mayer",
  "Hofer",
  "Leitner",
  "Berger",
  "Fuchs",
  "Eder",
  "Fischer",
  "Schmid",
  "Winkler",
  "Weber",
  "Schwarz",
  "Maier",
  "Schneider",
  "Reiter",
  "Mayr",
  "Wimmer",
  "Egger",
  "Brunner",
  "Lang",
  "Baumgartner",
  "Auer",
  "Binder",
  "Lechner",
  "Wolf",
  "Wallner",
  "Aigner",
  "Ebner",
  "Koller",
  "Lehner",
  "Haas",
  "Schütz",
  "Höller",
  "Pölzl",
  "Öhlinger",
  "Kröpfl",
  "Sükrü",
  "Yılmaz",
  "Nowak",
  "Kovačević",
];
const PLACES = [
  "Wien",
  "St. Pölten",
  "Krems",
  "Melk",
  "Tulln",
  "Baden",
  "Mödling",
  "Wiener Neustadt",
  "Amstetten",
  "Zwettl",
  "Mariazell",
  "Linz",
  "Graz",
  "Salzburg",
  "Innsbruck",
  "Klagenfurt",
  "Eisenstadt",
  "Bregenz",
  "Dürnstein",
  "Göttweig",
  "Semmering",
  "Hohe Wand",
  "Ötscher",
  "Lunz am See",
  "Ybbs",
  "Pöchlarn",
  "Neusiedl am See",
  "Carnuntum",
  "Hainburg",
];
const PREFIXES = [
  "Schul",
  "Klassen",
  "Sport",
  "Lese",
  "Mathematik",
  "Umwelt",
  "Natur",
  "Kunst",
  "Musik",
  "Theater",
  "Wander",
  "Projekt",
  "Eltern",
  "Winter",
  "Sommer",
  "Frühlings",
  "Herbst",
  "Advent",
  "Oster",
  "Wald",
  "Wasser",
  "Garten",
  "Bücher",
  "Medien",
  "Computer",
  "Robotik",
  "Koch",
  "Tanz",
  "Chor",
  "Fußball",
  "Volleyball",
  "Schwimm",
  "Kletter",
  "Schi",
  "Rad",
  "Verkehrs",
  "Berufs",
  "Sprach",
  "Englisch",
  "Geschichte",
  "Physik",
  "Chemie",
  "Biologie",
  "Werk",
  "Textil",
  "Foto",
  "Film",
  "Zeitungs",
  "Gesundheits",
  "Ernährungs",
  "Klima",
  "Energie",
  "Müll",
  "Bienen",
  "Kräuter",
  "Obst",
  "Gemüse",
  "Weihnachts",
  "Faschings",
];
const SUFFIXES = [
  "tag",
  "woche",
  "fest",
  "ausflug",
  "projekt",
  "wettbewerb",
  "turnier",
  "werkstatt",
  "nacht",
  "kurs",
  "gruppe",
  "team",
  "ausstellung",
  "aufführung",
  "konzert",
  "markt",
  "lauf",
  "rallye",
  "olympiade",
  "prüfung",
  "unterricht",
  "stunde",
  "raum",
  "garten",
  "bibliothek",
  "zeitung",
  "preis",
  "urkunde",
  "führerschein",
  "erfolg",
  "sieger",
  "abend",
  "vormittag",
  "besuch",
  "exkursion",
  "workshop",
  "labor",
  "studio",
  "bühne",
  "saal",
  "hof",
  "küche",
  "beet",
  "hotel",
  "parcours",
  "sammlung",
];
const ADJECTIVES = [
  "spannend",
  "lustig",
  "großartig",
  "herausfordernd",
  "gemütlich",
  "kreativ",
  "bunt",
  "sportlich",
  "erfolgreich",
  "interessant",
  "lehrreich",
  "aufregend",
  "unvergesslich",
  "fröhlich",
  "anstrengend",
  "überraschend",
  "gelungen",
];
const VERBS = [
  "besucht",
  "gestaltet",
  "erkundet",
  "gewonnen",
  "vorbereitet",
  "präsentiert",
  "gebastelt",
  "gekocht",
  "geübt",
  "gesammelt",
  "gebaut",
  "aufgeführt",
  "gemalt",
  "untersucht",
  "erforscht",
  "geplant",
  "gefeiert",
  "geschrieben",
];
const CLASS_LABELS = ["1A", "1B", "1C", "2A", "2B", "2C", "3A", "3B", "3C", "4A", "4B", "4C"];

/** A compound noun from the school's own words: "Schulgarten", "Bienenprojekt", "Kletterwettbewerb". */
function compound(random) {
  const prefix = random.pick(PREFIXES);
  const suffix = random.pick(SUFFIXES);
  return prefix + suffix;
}

const capitalize = (word) => word.charAt(0).toUpperCase() + word.slice(1);
const person = (random) => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;

/**
 * A word only this post uses, as real posts have (a team's name, a book, a guest, a town's club): the vocabulary
 * keeps growing with every year, which is what makes a search index grow.
 */
function rareWord(random) {
  const syllables = ["ber", "gen", "hof", "stein", "bach", "wald", "au", "lin", "mar", "ko", "ri", "dor", "sel", "tal"];
  const parts = Array.from({ length: random.int(2, 4) }, () => random.pick(syllables));
  return capitalize(parts.join(""));
}

const SENTENCES = [
  (r) => `Die ${r.pick(CLASS_LABELS)} hat beim ${compound(r)} in ${r.pick(PLACES)} viel erlebt.`,
  (r) => `Gemeinsam mit ${person(r)} haben die Schülerinnen und Schüler einen ${compound(r)} ${r.pick(VERBS)}.`,
  (r) => `Der ${compound(r)} war ${r.pick(ADJECTIVES)} und ${r.pick(ADJECTIVES)}.`,
  (r) => `Ein großes Dankeschön an den Elternverein, der den ${compound(r)} möglich gemacht hat.`,
  (r) =>
    `Besonders ${r.pick(ADJECTIVES)} war der Besuch bei ${r.pick(["der Firma", "dem Verein", "der Familie"])} ${rareWord(r)}.`,
  (r) =>
    `Im ${compound(r)} haben wir ${r.int(2, 40)} Stationen ${r.pick(VERBS)}, vom ${compound(r)} bis zum ${compound(r)}.`,
  (r) => `Frau ${r.pick(LAST_NAMES)} und Herr ${r.pick(LAST_NAMES)} begleiteten die Gruppe nach ${r.pick(PLACES)}.`,
  (r) => `Am Ende gab es Urkunden für alle, und ${person(r)} durfte den ${compound(r)} entgegennehmen.`,
  (r) => `Nächstes Jahr wollen wir den ${compound(r)} wiederholen – vielleicht sogar in ${r.pick(PLACES)}.`,
  (r) => `Die Fotos zeigen, wie ${r.pick(ADJECTIVES)} der Tag für alle war.`,
  (r) =>
    `Treffpunkt ist um ${r.int(7, 9)}:${r.pick(["00", "15", "30", "45"])} Uhr beim Schultor; bitte Jause und Trinkflasche mitbringen.`,
  (r) => `Für Fragen steht ${person(r)} gerne zur Verfügung.`,
  (r) =>
    `Zu Gast war ${person(r)} vom ${rareWord(r)}er ${capitalize(compound(r))}, der uns das Buch „${rareWord(r)} und ${rareWord(r)}“ vorstellte.`,
  (r) => `Gewonnen hat das Team „${rareWord(r)}“ vor den „${rareWord(r)}-${capitalize(r.pick(SUFFIXES))}“.`,
];

function paragraph(random) {
  const count = random.int(2, 6);
  const sentences = Array.from({ length: count }, () => random.pick(SENTENCES)(random));
  if (random.chance(0.3)) {
    const at = random.int(0, sentences.length - 1);
    sentences[at] = sentences[at].replace(/(\S+)(\.)$/, "<strong>$1</strong>$2");
  }
  return `<p>${sentences.join(" ")}</p>`;
}

function list(random) {
  const items = Array.from(
    { length: random.int(3, 7) },
    () => `<li>${capitalize(compound(random))} mit ${person(random)}</li>`,
  );
  return `<ul>${items.join("")}</ul>`;
}

function link(random) {
  const site = random.pick(["www.noe.gv.at", "www.bildung-noe.gv.at", "www.roteskreuz.at", "www.saferinternet.at"]);
  return `<p>Mehr dazu unter <a href="https://${site}/${rareWord(random).toLowerCase()}">${site}</a>.</p>`;
}

/** One paragraph (25 %), a report of three to five (50 %) or a long one of up to twelve with lists (25 %). */
export function postHtml(random) {
  const paragraphs = random.weighted([
    [1, 25],
    [random.int(3, 5), 50],
    [random.int(6, 12), 25],
  ]);
  const blocks = Array.from({ length: paragraphs }, () => paragraph(random));
  if (paragraphs > 1 && random.chance(0.4)) blocks.splice(random.int(1, blocks.length), 0, list(random));
  if (random.chance(0.25)) blocks.push(link(random));
  return blocks.join("");
}

const TITLES = {
  post: [
    (r) => `${capitalize(compound(r))} der ${r.pick(CLASS_LABELS)}`,
    (r) => `Unser ${compound(r)} in ${r.pick(PLACES)}`,
    (r) => `${capitalize(compound(r))}: ${capitalize(r.pick(ADJECTIVES))}!`,
    (r) => `Rückblick auf den ${compound(r)}`,
  ],
  event: [
    (r) => `Einladung zum ${compound(r)}`,
    (r) =>
      `${capitalize(compound(r))} am ${r.int(1, 28)}. ${r.pick(["Oktober", "November", "März", "April", "Mai", "Juni"])}`,
  ],
  all: [(r) => `Information für alle Eltern: ${compound(r)}`, (r) => `Wichtig: ${capitalize(compound(r))} entfällt`],
  project: [
    (r) => `Projekt „${capitalize(compound(r))}“`,
    (r) => `${capitalize(compound(r))} – ein Projekt der ${r.pick(CLASS_LABELS)}`,
  ],
  currentProject: [(r) => `Großprojekt ${capitalize(compound(r))}: ${r.pick(["Start", "Zwischenstand", "Abschluss"])}`],
  creative: [
    (r) =>
      `${capitalize(r.pick(["Gedichte", "Zeichnungen", "Geschichten", "Collagen", "Skulpturen"]))} aus dem ${compound(r)}`,
    (r) => `Kreativ: ${capitalize(compound(r))} von ${person(r)}`,
  ],
};

export function postTitle(random, catigory) {
  return random.pick(TITLES[catigory])(random);
}

/** A calendar entry: a short title and, for about half, one line of what to know (school calendars are terse). */
export function calendarText(random) {
  const title = random.pick([
    () => `Schularbeit ${random.pick(["Deutsch", "Mathematik", "Englisch"])}`,
    () => capitalize(compound(random)),
    () => `Elternabend ${random.pick(CLASS_LABELS)}`,
    () => `Exkursion nach ${random.pick(PLACES)}`,
    () => `${capitalize(compound(random))} (${random.pick(CLASS_LABELS)})`,
  ])();
  const description = random.chance(0.5)
    ? random.pick([
        () => `Treffpunkt ${random.int(7, 9)}:${random.pick(["00", "15", "30", "45"])} Uhr beim Schultor.`,
        () => `Bitte ${random.pick(["Jause", "Turnsachen", "Regenjacke", "Schreibzeug"])} mitbringen.`,
        () => `Leitung: ${person(random)}.`,
        () => `Im ${capitalize(random.pick(SUFFIXES))} der Schule.`,
      ])()
    : "";
  return { title, description };
}

export const teacherName = (random) =>
  `${random.pick(["Mag. ", "Dipl.-Päd. ", "", "", "Mag.a "])}${person(random)}${random.pick(["", "", ", BEd", ", MA"])}`;
export const SUBJECTS = [
  "Deutsch",
  "Mathematik",
  "Englisch",
  "Geschichte",
  "Geografie und wirtschaftliche Bildung",
  "Biologie und Umweltbildung",
  "Physik",
  "Chemie",
  "Musik",
  "Kunst und Gestaltung",
  "Technik und Design",
  "Bewegung und Sport",
  "Religion",
  "Digitale Grundbildung",
  "Berufsorientierung",
  "Ernährung und Haushalt",
];
