import { describe, expect, test } from 'vitest';
import { addressedMail, type MailContext, readMailRequest } from '../../../../src/features/parents/rules/parent-mails';
import { lastSummaryTime } from '../../../../src/features/parents/rules/notice-timing';
import { clientNetwork } from '../../../../src/lib/domain/client-address';

// contract.md "Telling parents", e-mail: what the form takes, and what a mail says.
const KNOWN = new Set(['class0000000004', 'class0000000005']);
const formOf = (fields: Record<string, string | string[]>) => ({
  text: (name: string) => {
    const value = fields[name];
    return typeof value === 'string' ? value : (value?.[0] ?? '');
  },
  texts: (name: string) => {
    const value = fields[name];
    return value === undefined ? [] : typeof value === 'string' ? [value] : value;
  },
});

describe('the form', () => {
  test('an address (trimmed, lower case), the chosen classes and how often', () => {
    expect(
      readMailRequest(
        formOf({ adresse: '  Mutter@Eltern.AT ', klasse: ['class0000000004'], haeufigkeit: 'woechentlich' }),
        KNOWN,
      ),
    ).toEqual({ address: 'mutter@eltern.at', classes: ['class0000000004'], frequency: 'woechentlich' });
  });

  test('"Ganze Schule" means every class, whatever else is ticked; nothing ticked is the whole school too', () => {
    const all = readMailRequest(formOf({ adresse: 'a@b.at', 'ganze-schule': '1', klasse: 'class0000000004' }), KNOWN);
    expect(all).toMatchObject({ classes: [], frequency: 'sofort' });
    expect(readMailRequest(formOf({ adresse: 'a@b.at' }), KNOWN)).toMatchObject({ classes: [] });
  });

  test.each(['', 'keine-adresse', 'a@', '@b.at', 'a b@c.at', `${'x'.repeat(250)}@b.at`])(
    '%j is no address',
    (address) => {
      expect(readMailRequest(formOf({ adresse: address }), KNOWN)).toBe('adresse');
    },
  );

  test('a class the school does not have, or no class id at all, is refused', () => {
    expect(readMailRequest(formOf({ adresse: 'a@b.at', klasse: 'class0000000099' }), KNOWN)).toBe('klassen');
    expect(readMailRequest(formOf({ adresse: 'a@b.at', klasse: "x' || 1=1" }), KNOWN)).toBe('klassen');
  });
});

const CONTEXT: MailContext = {
  schoolName: 'Mittelschule Sonnenberg',
  shortName: 'MS Sonnenberg',
  siteUrl: 'https://www.schule.at',
  pageUrl: 'https://www.schule.at/benachrichtigungen/e-mail?t=abc',
  choice: 'Klasse 2B',
  frequency: 'sofort',
};

describe('a mail', () => {
  test('a post: the short name and title as subject; title, excerpt, link, the school; the way to change or stop', () => {
    const mail = addressedMail(
      {
        kind: 'post',
        item: { title: 'Lesenacht', excerpt: 'Wir lesen bis Mitternacht.', url: 'https://www.schule.at/posts/p1' },
        audience: 'Für Klasse 2B',
      },
      CONTEXT,
    );
    expect(mail.subject).toBe('MS Sonnenberg: Lesenacht');
    for (const part of [
      'Lesenacht',
      'Wir lesen bis Mitternacht.',
      'https://www.schule.at/posts/p1',
      'Mittelschule Sonnenberg',
    ]) {
      expect(mail.text).toContain(part);
    }
    expect(mail.text).toContain(
      'Auswahl ändern oder abbestellen: https://www.schule.at/benachrichtigungen/e-mail?t=abc',
    );
    expect(mail.html).toContain('href="https://www.schule.at/benachrichtigungen/e-mail?t=abc"');
  });

  test('what a teacher typed cannot leave its place in the HTML, nor add a line to the subject', () => {
    const mail = addressedMail(
      {
        kind: 'post',
        item: { title: 'A<img src=x onerror=alert(1)>\r\nBcc: x@y', url: 'https://www.schule.at/posts/p1"><script>' },
        audience: 'Für die ganze Schule',
      },
      CONTEXT,
    );
    expect(mail.html).not.toMatch(/<img|<script|onerror=alert\(1\)>/);
    expect(mail.html).toContain('href="https://www.schule.at/posts/p1&#34;&#62;&#60;script&#62;"');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  test('the confirmation says what was chosen, and that nothing follows without it; no unsubscribe footer', () => {
    const mail = addressedMail({ kind: 'confirm' }, CONTEXT);
    expect(mail.subject).toBe('Bitte bestätigen: E-Mails von Mittelschule Sonnenberg');
    expect(mail.text).toContain('Neuigkeiten für Klasse 2B, sofort');
    expect(mail.text).toContain('nach 7 Tagen gelöscht');
    expect(mail.text).not.toContain('Sie bekommen diese E-Mail, weil');
  });

  test('the weekly summary: the week’s posts, then the next 14 days’ entries', () => {
    const mail = addressedMail(
      {
        kind: 'weekly',
        posts: [{ title: 'Projekttage', url: 'https://www.schule.at/posts/p2' }],
        entries: [
          { title: 'Elternabend', when: '10.12.2026, 18:00', url: 'https://www.schule.at/kalender?month=2026-12' },
        ],
      },
      { ...CONTEXT, frequency: 'woechentlich' },
    );
    expect(mail.subject).toBe('MS Sonnenberg: Die Woche im Überblick');
    expect(mail.text.indexOf('Projekttage')).toBeLessThan(mail.text.indexOf('Elternabend'));
    expect(mail.text).toContain('einmal pro Woche');
  });
});

describe('when the weekly summary goes', () => {
  test.each([
    // Sunday 6 December 2026, 18:00 Vienna = 17:00 UTC
    ['2026-12-06T17:00:00Z', '2026-12-06T17:00:00.000Z'],
    ['2026-12-06T16:59:00Z', '2026-11-29T17:00:00.000Z'],
    ['2026-12-09T08:00:00Z', '2026-12-06T17:00:00.000Z'],
    // summer time: Sunday 5 July 2026, 18:00 Vienna = 16:00 UTC
    ['2026-07-06T08:00:00Z', '2026-07-05T16:00:00.000Z'],
    // the Sunday the clocks go back (25 October 2026): 18:00 winter time
    ['2026-10-25T20:00:00Z', '2026-10-25T17:00:00.000Z'],
  ])('at %s the latest is %s', (now, expected) => {
    expect(new Date(lastSummaryTime(Date.parse(now))).toISOString()).toBe(expected);
  });
});

describe("a request's network, for the limit on strangers' addresses", () => {
  test.each([
    ['203.0.113.77', '203.0.113.0/24'],
    ['::ffff:203.0.113.5', '203.0.113.0/24'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1::/48'],
    ['kaputt', 'unknown'],
  ])('%s is counted as %s', (address, network) => {
    expect(clientNetwork(address)).toBe(network);
  });
});
