import { fixedId } from "../ids.mjs";

// The demo school's facts (contract.md: `npm start` shows the demo school's values). Invented, but shaped like an
// Austrian Mittelschule's: Gemeinde as Schulerhalter, the Bildungsdirektion as authority.
export const DEMO_SCHOOL = {
  name: "Mittelschule Sonnenberg",
  short_name: "MS Sonnenberg",
  school_type: "Mittelschule",
  street: "Schulgasse 1",
  postcode: "8010",
  city: "Sonnenberg",
  phone: "+43 316 000 000",
  email: "direktion@ms-sonnenberg.schule.test",
  // Empty: the built-in palette, tuned by hand; another school sets its own colour here.
  accent_color: "",
  owner: "Marktgemeinde Sonnenberg",
  representative: "Dir. Mag. Eva Muster",
  authority: "Bildungsdirektion für Steiermark",
  privacy_contact: "Datenschutzbeauftragte der Bildungsdirektion für Steiermark, datenschutz@bildung.schule.test",
  hosting: "PocketBase auf einem Server der Marktgemeinde Sonnenberg in Graz (Österreich)",
  a11y_status: "partial",
  a11y_gaps:
    "Ältere PDF-Dokumente (Elternbriefe vor 2024) sind nicht barrierefrei; auf Anfrage schicken wir sie als Text.\nEinige Fotos älterer Beiträge haben noch keinen Alternativtext.",
  a11y_checked: "2026-11-20",
};

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 36 36">
<circle cx="18" cy="18" r="17" fill="#c2410c"/><path d="M9 24 18 9l9 15z" fill="#fff"/><circle cx="18" cy="20" r="3" fill="#c2410c"/>
</svg>`;

export function school() {
  return [
    {
      id: fixedId("school", 1),
      data: DEMO_SCHOOL,
      files: { logo: [{ name: "logo.svg", type: "image/svg+xml", build: () => LOGO }] },
    },
  ];
}
