import { png } from "../files.mjs";
import { fixedId } from "../ids.mjs";

export const CAROUSEL_WITHOUT_IMAGE = fixedId("carousel", 4);

const CAROUSEL = [
  ["Unsere Schule im Herbstlicht", "Foto: Redaktion Sonnenblatt", "landscape"],
  ["Kreativwerkstatt der 2B", "Foto: Karin Steiner", "pattern"],
  ["Sporttag 2026", "Foto: Thomas Bauer", "group"],
  ["Dieser Eintrag hat (noch) kein Bild", "Redaktion", null],
  ["Mit dem Rad zur Schule", "Foto: Bikeline-Team", "bike"],
];

export function carousel() {
  return CAROUSEL.map(([description, author, scene], i) => ({
    id: fixedId("carousel", i + 1),
    data: { description, author, idx: i + 1 },
    files: scene ? { image: [png(`karussell-${i + 1}`, scene, 40 + i)] } : {},
  }));
}

// Created in this order; the site lists them newest first, so the last one is the current saying.
const SAYINGS = [
  ["Der Weg ist das Ziel.", "Konfuzius"],
  ["Fantasie ist wichtiger als Wissen, denn Wissen ist begrenzt.", "Albert Einstein"],
  ["Wer aufhört, besser zu werden, hat aufgehört, gut zu sein.", "Philip Rosenthal"],
  ["Auch aus Steinen, die einem in den Weg gelegt werden, kann man Schönes bauen.", "Johann Wolfgang von Goethe"],
  ["Es ist nicht zu wenig Zeit, die wir haben, sondern es ist zu viel Zeit, die wir nicht nutzen.", "Seneca"],
];

export function sayings() {
  return SAYINGS.map(([text, author], i) => ({ id: fixedId("saying", i + 1), data: { text, author }, files: {} }));
}

const FACTS = [
  "Eine Honigbiene fliegt für ein Glas Honig rund dreimal um die Erde.",
  "Der Großglockner ist mit 3.798 Metern der höchste Berg Österreichs.",
  "Ein Blitz ist etwa fünfmal heißer als die Oberfläche der Sonne.",
  "Oktopusse haben drei Herzen und blaues Blut.",
  "Das Wort „Jänner“ stammt vom lateinischen „Ianuarius“ und ist in Österreich bis heute gebräuchlich.",
];

export function facts() {
  return FACTS.map((text, i) => ({ id: fixedId("fact", i + 1), data: { text }, files: {} }));
}
