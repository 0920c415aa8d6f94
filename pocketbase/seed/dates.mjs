const pad = (n) => String(n).padStart(2, "0");

/** PocketBase's date format, in UTC. */
export function pbDate(date) {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:00.000Z`;
}

/** "2025-09-08", "08:00" → PocketBase date */
export const at = (day, time = "08:00") => pbDate(new Date(`${day}T${time}:00Z`));

/** The calendar year in which the current school year began: it starts in September, the rule counts from July. */
function schoolYearStart(now) {
  return now.getUTCMonth() >= 6 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
}

/**
 * A `since` that the class-name rule turns into displayYear today:
 * (nowYear - sinceYear) + 1, +1 from July, -1 for a start after June.
 */
export function sinceForDisplayYear(displayYear, now) {
  return `${schoolYearStart(now) - displayYear + 1}-09-01 00:00:00.000Z`;
}

/** Day `day` of the month `monthOffset` months after now's month, at hour:00 UTC. */
export function dayInMonth(now, monthOffset, day, hour = 8) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + monthOffset, day, hour));
}

export const addDays = (date, days) => new Date(date.getTime() + days * 86_400_000);

/** Saturday and Sunday move to the following Monday: school events happen on school days. */
export function onSchoolDay(date) {
  const day = date.getUTCDay();
  return day === 6 ? addDays(date, 2) : day === 0 ? addDays(date, 1) : date;
}

/** The Monday of date's week, for events that fill a school week. */
export const mondayOf = (date) => addDays(date, -((date.getUTCDay() + 6) % 7));
