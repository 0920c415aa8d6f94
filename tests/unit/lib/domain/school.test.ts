import { describe, expect, test } from 'vitest';
import { fallbackSchool, missingSchoolFacts, SCHOOL_FACTS, telHref } from '../../../../src/lib/domain/school';

const complete = () => {
  const school = fallbackSchool('BG Musterstadt', 'BG M');
  for (const { key } of SCHOOL_FACTS) school[key] ||= `Wert für ${key}`;
  return school;
};

describe('school facts', () => {
  test('the settings alone give a name and a short name and nothing else', () => {
    const school = fallbackSchool('Schule A', 'A');
    expect(school.name).toBe('Schule A');
    expect(school.shortName).toBe('A');
    expect(missingSchoolFacts(school).map(({ field }) => field)).toEqual(
      SCHOOL_FACTS.map(({ field }) => field).filter((field) => field !== 'name' && field !== 'short_name'),
    );
    expect(school.logo).toBe('');
    expect(school.accentColor).toBe('');
  });

  test('a complete record lacks nothing; a blank value counts as missing', () => {
    const school = complete();
    expect(missingSchoolFacts(school)).toEqual([]);
    school.owner = '   ';
    expect(missingSchoolFacts(school)).toEqual([{ key: 'owner', field: 'owner', label: 'Schulerhalter', legal: true }]);
  });

  test('every PocketBase field of the contract has one fact, logo and colour aside', () => {
    expect(SCHOOL_FACTS.map(({ field }) => field).sort()).toEqual(
      [
        'name',
        'short_name',
        'school_type',
        'street',
        'postcode',
        'city',
        'phone',
        'email',
        'owner',
        'representative',
        'authority',
        'privacy_contact',
        'hosting',
      ].sort(),
    );
    expect(SCHOOL_FACTS.filter(({ legal }) => !legal).map(({ field }) => field)).toEqual(['short_name']);
  });

  test('editors and the doctor see each fact under its German label', () => {
    expect(Object.fromEntries(SCHOOL_FACTS.map(({ field, label }) => [field, label]))).toEqual({
      name: 'Name der Schule',
      short_name: 'Kurzname',
      school_type: 'Schulart (z. B. Mittelschule)',
      street: 'Straße und Hausnummer',
      postcode: 'Postleitzahl',
      city: 'Ort',
      phone: 'Telefon',
      email: 'E-Mail-Adresse',
      owner: 'Schulerhalter',
      representative: 'Vertreten durch (Schulleitung)',
      authority: 'Schulbehörde (Bildungsdirektion)',
      privacy_contact: 'Datenschutz-Kontakt',
      hosting: 'Hosting der Inhalte (Betreiber, Standort)',
    });
  });

  test.each([
    ['+43 316 000 000', 'tel:+43316000000'],
    ['0316/123-45', 'tel:031612345'],
    ['(0732) 12 34 56 Durchwahl 7', 'tel:07321234567'],
  ])('%s dials as %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
