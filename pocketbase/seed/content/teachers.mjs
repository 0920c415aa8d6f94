import { png } from "../files.mjs";
import { fixedId } from "../ids.mjs";

export const teacherId = (n) => fixedId("teacher", n);

// [name, subject, email or null, has avatar]
const TEACHERS = [
  ["Dir. Mag. Christine Leitner", "Direktorin, Deutsch", "christine.leitner@schule.test", true],
  ["Mag. Anna Huber", "Deutsch, Geschichte", "anna.huber@schule.test", true],
  ["Dipl.-Päd. Markus Gruber", "Mathematik, Physik", "markus.gruber@schule.test", true],
  ["Mag. Sabine Wagner", "Englisch, Bewegung und Sport", null, true],
  ["Thomas Bauer, BEd", "Bewegung und Sport, Geografie und wirtschaftliche Bildung", "thomas.bauer@schule.test", false],
  ["Mag. Eva Pichler", "Biologie und Umweltbildung, Chemie", "eva.pichler@schule.test", true],
  ["Mag. Stefan Moser", "Musik, Religion", null, true],
  ["Karin Steiner, BEd", "Kunst und Gestaltung, Technik und Design", "karin.steiner@schule.test", false],
  ["Dipl.-Päd. Johann Hofer", "Digitale Grundbildung, Mathematik", "johann.hofer@schule.test", true],
  ["Mag. Lisa Mayr", "Englisch, Berufsorientierung", null, false],
];

export function teachers() {
  return TEACHERS.map(([name, subject, email, hasAvatar], i) => ({
    id: teacherId(i + 1),
    data: { name, subject, ...(email ? { email } : {}) },
    files: hasAvatar ? { avatar: [png(`avatar-${i + 1}`, "portrait", i, { width: 240, height: 240 })] } : {},
  }));
}
