// The second demo school of `npm start -- --schools 2`: the demo content again, with its own identity and a few
// posts of its own, so the two schools side by side are plainly two (and a leak from one to the other shows).
import { DEMO_SCHOOL, POST_IDS } from "../../pocketbase/seed/seed.mjs";
import { connectAsSuperuser } from "./superuser-client.mjs";
import publishing from "../../pocketbase/pb_hooks/publishing.cjs";

/** Invented like the first demo school, shaped like an Austrian Volksschule. */
export const SCHOOL_B = {
  name: "Volksschule Bergblick",
  short_name: "VS Bergblick",
  school_type: "Volksschule",
  street: "Almweg 7",
  postcode: "8970",
  city: "Bergblick",
  phone: "+43 3687 000 000",
  email: "direktion@vs-bergblick.schule.test",
  // A blue of its own against the first school's built-in orange; dark enough for the contrast checkAccentColor asks.
  accent_color: "#1d4ed8",
  owner: "Gemeinde Bergblick",
  representative: "Dir. Mag. Jakob Beispiel",
  authority: "Bildungsdirektion für Steiermark",
  privacy_contact: "Datenschutzbeauftragte der Bildungsdirektion für Steiermark, datenschutz@bildung.schule.test",
  hosting: "PocketBase auf einem Server der Gemeinde Bergblick in Liezen (Österreich)",
  a11y_status: "full",
  a11y_gaps: "",
  a11y_checked: "2026-10-05",
};

const LOGO_B = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 36 36">
<circle cx="18" cy="18" r="17" fill="#1d4ed8"/><path d="M5 26 14 12l5 7 4-5 8 12z" fill="#fff"/>
</svg>`;

/** Titles for the newest posts of Aktuelles and the pinned one: what the home page and /posts show first. */
const TITLES_B = [
  "Laternenfest im Schulgarten",
  "Die 1. Klasse besucht die Feuerwehr",
  "Lesepatinnen aus dem Seniorenheim",
  "Unser Hochbeet trägt Früchte",
];

/** Aktuelles as the site lists it: public posts (empty status counts as published) of catigory post, event and all, not archived. */
const AKTUELLES = `(catigory = "post" || catigory = "event" || catigory = "all") && archiv = false && ${publishing.PUBLIC_FILTER}`;

/**
 * Makes the freshly seeded PocketBase at `url` the second school: its school record and a few post titles. Only
 * while its record still names the first demo school, so an editor's changes in it survive every later start.
 * @param {string} url
 * @param {{ email: string, password: string }} admin
 * @returns {Promise<boolean>} whether it changed anything
 */
export async function makeSchoolB(url, admin) {
  const pb = await connectAsSuperuser(url, admin, {});
  const record = (await pb.collection("school").getList(1, 1, { sort: "created" })).items[0];
  if (!record || record.name !== DEMO_SCHOOL.name) return false;
  const newest = await pb.collection("posts").getList(1, TITLES_B.length - 1, { sort: "-date", filter: AKTUELLES });
  const ids = [...new Set([POST_IDS.pinned, ...newest.items.map((post) => post.id)])];
  for (const [index, id] of ids.entries()) {
    await pb.collection("posts").update(id, { title: TITLES_B[index % TITLES_B.length] });
  }
  // Last: a start that fails before this point tries again next time.
  await pb.collection("school").update(record.id, {
    ...SCHOOL_B,
    logo: new File([LOGO_B], "logo.svg", { type: "image/svg+xml" }),
  });
  return true;
}
