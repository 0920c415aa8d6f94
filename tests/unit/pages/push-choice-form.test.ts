import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { PUSH_MESSAGES, PUSH_STATUS_KEYS } from '../../../src/features/parents/rules/push-choice';

// <StaticHtml>'s client side asks Waku's router for client navigations; rendering needs none. The unit files share
// their modules (isolate: false), and another file may have loaded the real router already: so this file loads the
// form afresh with its stand-in, and leaves the modules as it found them.
vi.resetModules();
vi.doMock('waku', () => ({ useRouter: () => ({ push: () => undefined }) }));
const { PushChoiceFields } = await import('../../../src/pages/_components/push-choice-fields');
const { PushChoiceForm } = await import('../../../src/pages/_components/push-choice-form');
afterAll(() => {
  vi.doUnmock('waku');
  vi.resetModules();
});

const classes = [
  { id: 'class00000000001', name: '1A' },
  { id: 'class00000000002', name: '2B' },
];

describe('the notification form as the server renders it (the page without JavaScript, before hydration)', () => {
  const html = renderToStaticMarkup(
    h(PushChoiceForm, { children: h(PushChoiceFields, { classes, publicKey: 'BAAA' }) }),
  );

  test('starts in the phase "pending", which says notifications need JavaScript and a current browser', () => {
    expect(html).toMatch(/^<div data-push-phase="pending">/);
    expect(html).toContain(`data-when="pending">${PUSH_MESSAGES['needs-script']}</p>`);
  });

  test('lists "Ganze Schule" ticked and every class unticked, disabled until the browser has been asked', () => {
    expect(html).toMatch(/<fieldset[^>]*data-when="pending off denied on" disabled="">/);
    expect(html).toContain('<input type="checkbox" name="ganze-schule" checked=""/>Ganze Schule (jede Nachricht)');
    for (const cls of classes) {
      expect(html).toContain(`<input type="checkbox" name="klasse" value="${cls.id}"/>${cls.name}`);
    }
  });

  test('its buttons belong to the phases after the browser has been asked, never to "pending"', () => {
    expect(html).toMatch(/<div[^>]*data-when="off denied on"><button type="submit"/);
    expect(html).toContain(`data-when="off denied" data-action="on">${PUSH_MESSAGES['turn-on']}</button>`);
    expect(html).toContain(`data-when="on" data-action="save">${PUSH_MESSAGES.save}</button>`);
    expect(html).toContain(`data-when="on" data-action="off">${PUSH_MESSAGES['turn-off']}</button>`);
  });

  test('carries the VAPID public key as a hidden field, so the RSC payload does not', () => {
    expect(html).toContain('<input type="hidden" name="key" value="BAAA"/>');
  });

  test('carries every status sentence, hidden, and an empty status region', () => {
    for (const key of PUSH_STATUS_KEYS) expect(html).toContain(`<span data-say="${key}">${PUSH_MESSAGES[key]}</span>`);
    expect(html).toMatch(/<p role="status"[^>]*><\/p>/);
  });
});
