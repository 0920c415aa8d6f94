import { pdf, png } from "../files.mjs";
import { fixedId } from "../ids.mjs";

const OFFICE_HOURS = [
  "Dir. Mag. Christine Leitner – nach Vereinbarung",
  "Mag. Anna Huber (Deutsch, Geschichte) – Montag, 3. Stunde",
  "Dipl.-Päd. Markus Gruber (Mathematik, Physik) – Dienstag, 4. Stunde",
  "Mag. Sabine Wagner (Englisch, Bewegung und Sport) – Mittwoch, 2. Stunde",
  "Thomas Bauer, BEd (Bewegung und Sport, GW) – Donnerstag, 5. Stunde",
  "Mag. Eva Pichler (Biologie, Chemie) – Freitag, 3. Stunde",
  "Mag. Stefan Moser (Musik, Religion) – Montag, 5. Stunde",
  "Karin Steiner, BEd (Kunst und Gestaltung) – Dienstag, 2. Stunde",
  "Dipl.-Päd. Johann Hofer (Digitale Grundbildung) – Mittwoch, 4. Stunde",
  "Mag. Lisa Mayr (Englisch, Berufsorientierung) – Donnerstag, 3. Stunde",
  "",
  "Bitte vereinbaren Sie einen Termin über das Mitteilungsheft oder das Sekretariat.",
];

export function generalMedia() {
  return [
    [
      "posts_headline_bg",
      "Hintergrundbild für die Überschrift der Beiträge",
      png("posts-headline-bg", "landscape", 60, { width: 1200, height: 300 }),
    ],
    [
      "teacher_group_pic",
      "Gruppenfoto des Lehrerkollegiums",
      png("lehrerteam", "group", 61, { width: 800, height: 450 }),
    ],
    [
      "sprechstunden",
      "Sprechstunden der Lehrkräfte im aktuellen Schuljahr",
      pdf("sprechstunden", "Sprechstunden der Lehrkräfte", OFFICE_HOURS),
    ],
  ].map(([filename, description, file], i) => ({
    id: fixedId("media", i + 1),
    data: { filename, description },
    files: { file: [file] },
  }));
}
