// What the site knows about the school it belongs to: the one `school` record (contract.md, "School identity and
// legal pages"), with SCHOOL_NAME/SCHOOL_SHORT_NAME as the fallback. Imported by scripts/doctor.mjs too.

export type SchoolIdentity = {
  name: string;
  shortName: string;
  schoolType: string;
  street: string;
  postcode: string;
  city: string;
  phone: string;
  email: string;
  /** Site-relative URL of the uploaded logo, or '' for the built-in one. */
  logo: string;
  /** As stored; the layout uses it only when checkAccentColor() accepts it. */
  accentColor: string;
  owner: string;
  representative: string;
  authority: string;
  privacyContact: string;
  hosting: string;
  /** The accessibility statement's facts (/barrierefreiheit): conformance with WCAG 2.2 AA ('' when not chosen). */
  a11yStatus: string;
  /** The known gaps, as the school wrote them (one per line). */
  a11yGaps: string;
  /** The day of the last check, `YYYY-MM-DD`. */
  a11yChecked: string;
  /**
   * Whether the build's share image and app icons (scripts/lib/brand-assets.mjs) show this school: they do for the one
   * school of a deployment, never for a school of the registry, which gets its logo instead (domain/brand-images).
   */
  builtImages: boolean;
};

/** How far the site conforms to WCAG 2.2 AA (site-schema.cjs, A11Y_STATUSES), in the statement's words. */
export const ACCESSIBILITY_STATUSES = {
  full: 'vollständig vereinbar',
  partial: 'teilweise vereinbar',
  none: 'nicht vereinbar',
} as const;
export type AccessibilityStatus = keyof typeof ACCESSIBILITY_STATUSES;

type TextFact = Exclude<keyof SchoolIdentity, 'logo' | 'accentColor' | 'builtImages'>;

type SchoolFactEntry = {
  key: TextFact;
  field: string;
  label: string;
  /** Which legal page needs it; a deploy without it is refused. */
  legal: boolean;
  /** Needed only in some cases (the known gaps: unless the site conforms fully). */
  neededWhen?: (school: Pick<SchoolIdentity, 'a11yStatus'>) => boolean;
};

/**
 * Every fact the site prints, with its PocketBase field and the German label editors and `npm run doctor` see.
 * `legal`: the Impressum, the Datenschutz page or the accessibility statement needs it, so a deploy without it is refused.
 */
export const SCHOOL_FACTS: readonly SchoolFactEntry[] = [
  { key: 'name', field: 'name', label: 'Name der Schule', legal: true },
  { key: 'shortName', field: 'short_name', label: 'Kurzname', legal: false },
  { key: 'schoolType', field: 'school_type', label: 'Schulart (z. B. Mittelschule)', legal: true },
  { key: 'street', field: 'street', label: 'Straße und Hausnummer', legal: true },
  { key: 'postcode', field: 'postcode', label: 'Postleitzahl', legal: true },
  { key: 'city', field: 'city', label: 'Ort', legal: true },
  { key: 'phone', field: 'phone', label: 'Telefon', legal: true },
  { key: 'email', field: 'email', label: 'E-Mail-Adresse', legal: true },
  { key: 'owner', field: 'owner', label: 'Schulerhalter', legal: true },
  { key: 'representative', field: 'representative', label: 'Vertreten durch (Schulleitung)', legal: true },
  { key: 'authority', field: 'authority', label: 'Schulbehörde (Bildungsdirektion)', legal: true },
  { key: 'privacyContact', field: 'privacy_contact', label: 'Datenschutz-Kontakt', legal: true },
  { key: 'hosting', field: 'hosting', label: 'Hosting der Inhalte (Betreiber, Standort)', legal: true },
  { key: 'a11yStatus', field: 'a11y_status', label: 'Stand der Barrierefreiheit (WCAG 2.2 AA)', legal: true },
  {
    key: 'a11yGaps',
    field: 'a11y_gaps',
    label: 'Bekannte Barrieren',
    legal: true,
    neededWhen: ({ a11yStatus }) => a11yStatus !== 'full',
  },
  { key: 'a11yChecked', field: 'a11y_checked', label: 'Datum der letzten Prüfung der Barrierefreiheit', legal: true },
];

/** The facts `school` leaves empty, in the order of SCHOOL_FACTS (a fact needed only in some cases, only then). */
export function missingSchoolFacts(school: SchoolIdentity): (typeof SCHOOL_FACTS)[number][] {
  return SCHOOL_FACTS.filter(({ key, neededWhen }) => !school[key].trim() && (neededWhen?.(school) ?? true));
}

/** The identity from SCHOOL_NAME/SCHOOL_SHORT_NAME (or the registry's names) alone, when there is no `school` record. */
export function fallbackSchool(name: string, shortName: string, builtImages = true): SchoolIdentity {
  return {
    name,
    shortName,
    schoolType: '',
    street: '',
    postcode: '',
    city: '',
    phone: '',
    email: '',
    logo: '',
    accentColor: '',
    owner: '',
    representative: '',
    authority: '',
    privacyContact: '',
    hosting: '',
    a11yStatus: '',
    a11yGaps: '',
    a11yChecked: '',
    builtImages,
  };
}

/** A tel: link for a phone number as people write it ("+43 316 000 000" → tel:+43316000000). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/** The address on one line ("Schulgasse 1, 8010 Sonnenberg"), or '' when the record gives none. */
export function schoolAddress(school: SchoolIdentity): string {
  const town = [school.postcode, school.city].filter(Boolean).join(' ');
  return [school.street, town].filter(Boolean).join(', ');
}
