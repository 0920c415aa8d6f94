import { sinceForDisplayYear } from "../dates.mjs";
import { pdf, png } from "../files.mjs";
import { fixedId } from "../ids.mjs";
import { teacherId } from "./teachers.mjs";

export const classId = (n) => fixedId("class", n);

const DAYS = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag"];
const SUBJECTS = ["D", "M", "E", "GW", "BU", "GS", "BSP", "MU", "KG", "TD", "DGB", "RK"];

function timetableLines(seed) {
  return DAYS.map((day, d) => {
    const lessons = Array.from({ length: 6 }, (_, h) => SUBJECTS[(seed * 5 + d * 3 + h * 7) % SUBJECTS.length]);
    return `${day}: ${lessons.join(" – ")}`;
  });
}

// Display years are relative to the seed date, so every year 1–4 and one "Abschlussklasse" exist today.
// [name, display year, teacher no. or null, photo, timetable kind]
/** @type {[string, number, number | null, boolean, "pdf" | "png" | null][]} */
const CLASSES = [
  ["A", 1, 2, true, "pdf"],
  ["B", 1, 4, true, "pdf"],
  ["A", 2, 5, true, "pdf"],
  ["B", 2, 8, false, null],
  ["A", 3, 6, true, "png"],
  ["A", 4, 10, true, "pdf"],
  ["A", 5, null, true, null],
];

export const CLASS_IDS = {
  firstA: classId(1),
  secondB: classId(4), // no photo
  thirdA: classId(5), // image timetable
  fourthA: classId(6),
  graduating: classId(7), // "Abschlussklasse", no teacher
};

export function classes(now) {
  return CLASSES.map(([name, year, teacher, hasPhoto, timetable], i) => {
    const label = `${year}${name.toLowerCase()}`;
    const files = {};
    if (hasPhoto) files.photo = [png(`klassenfoto-${label}`, "group", i + 2)];
    if (timetable === "pdf") {
      files.timetable = [pdf(`stundenplan-${label}`, `Stundenplan ${year}${name}`, timetableLines(i))];
    }
    if (timetable === "png") files.timetable = [png(`stundenplan-${label}`, "timetable", i)];
    return {
      id: classId(i + 1),
      data: { name, since: sinceForDisplayYear(year, now), ...(teacher ? { teacher: teacherId(teacher) } : {}) },
      files,
    };
  });
}
