import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { PushChoiceForm } from '../../src/pages/_components/push-choice-form';
import { PUSH_MESSAGES } from '../../src/lib/domain/push-choice';

const classes = [
  { id: 'class00000000001', name: '1A' },
  { id: 'class00000000002', name: '2B' },
];

describe('the notification form as the server renders it (the page without JavaScript, before hydration)', () => {
  const html = renderToStaticMarkup(h(PushChoiceForm, { classes, publicKey: 'BAAA' }));

  test('says notifications need JavaScript and a current browser, and offers no button', () => {
    expect(html).toContain(PUSH_MESSAGES.needsScript);
    expect(html).not.toContain('<button');
  });

  test('lists "Ganze Schule" ticked and every class unticked, all disabled until the browser has been asked', () => {
    expect(html).toMatch(/<fieldset[^>]*disabled/);
    expect(html).toMatch(/<input type="checkbox" name="ganze-schule" checked=""\/>Ganze Schule \(jede Nachricht\)/);
    for (const cls of classes) {
      expect(html).toContain(`<input type="checkbox" name="klasse" value="${cls.id}"/>${cls.name}`);
    }
  });

  test('has an empty status region ready for what happens next', () => {
    expect(html).toMatch(/<p role="status"[^>]*><\/p>/);
  });
});
