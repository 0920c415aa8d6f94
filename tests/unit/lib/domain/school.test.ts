import { describe, expect, test } from 'vitest';
import { A11Y_STATUSES } from '../../../../pocketbase/schema/site-schema.cjs';
import {
  ACCESSIBILITY_STATUSES,
  fallbackSchool,
  missingSchoolFacts,
  SCHOOL_FACTS,
  telHref,
} from '../../../../src/lib/domain/school';

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

  test('the known barriers are needed unless the site conforms fully', () => {
    const school = complete();
    school.a11yGaps = '';
    for (const status of ['partial', 'none', '']) {
      school.a11yStatus = status;
      expect(
        missingSchoolFacts(school).map(({ field }) => field),
        status,
      ).toEqual(status ? ['a11y_gaps'] : ['a11y_status', 'a11y_gaps']);
    }
    school.a11yStatus = 'full';
    expect(missingSchoolFacts(school)).toEqual([]);
  });

  test('the statement knows each conformance the schema allows, and no other', () => {
    expect(Object.keys(ACCESSIBILITY_STATUSES).sort()).toEqual([...A11Y_STATUSES].sort());
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
        'a11y_status',
        'a11y_gaps',
        'a11y_checked',
      ].sort(),
    );
    expect(SCHOOL_FACTS.filter(({ legal }) => !legal).map(({ field }) => field)).toEqual(['short_name']);
  });

  test('editors and the doctor see each fact under a label of its own, never its field name', () => {
    const labels = SCHOOL_FACTS.map(({ label }) => label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const { field, label } of SCHOOL_FACTS) {
      expect(label, field).not.toContain(field);
      expect(label, field).toMatch(/^[A-ZÄÖÜ]/);
    }
  });

  test.each([
    ['+43 316 000 000', 'tel:+43316000000'],
    ['0316/123-45', 'tel:031612345'],
    ['(0732) 12 34 56 Durchwahl 7', 'tel:07321234567'],
  ])('%s dials as %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
