import { describe, expect, test } from 'vitest';
import {
  isAllowedEndpoint,
  parseSubscribeBody,
  parseUnsubscribeBody,
} from '../../../../src/features/parents/rules/push-subscription';

const CLASS = 'abcdefghijklmno';
const KNOWN = new Set([CLASS]);
const P256DH = `B${'A'.repeat(86)}`; // 87 base64url characters: 65 bytes starting 0x04
const AUTH = 'A'.repeat(22); // 16 bytes
const subscription = (endpoint = 'https://fcm.googleapis.com/fcm/send/abc', keys = { p256dh: P256DH, auth: AUTH }) => ({
  endpoint,
  expirationTime: null,
  keys,
});

describe('which push addresses are accepted', () => {
  test.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/QGx',
    'https://api.push.apple.com/3/device/x',
    'https://wns2-par02p.notify.windows.com/w/?token=abc',
  ])('%s: a browser push service over https', (endpoint) => {
    expect(isAllowedEndpoint(endpoint, [])).toBe(true);
  });

  test.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com:8443/fcm/send/abc',
    'https://fcm.googleapis.com.evil.example/x',
    'https://evilfcm.googleapis.com/x',
    'https://notify.windows.com/x',
    'https://user:pw@fcm.googleapis.com/x',
    'https://127.0.0.1/push',
    'not an address',
  ])('%s: refused', (endpoint) => {
    expect(isAllowedEndpoint(endpoint, [])).toBe(false);
  });

  test('an origin the deployment adds for tests is accepted, over http too, and only that origin', () => {
    expect(isAllowedEndpoint('http://127.0.0.1:9999/push/a', ['http://127.0.0.1:9999'])).toBe(true);
    expect(isAllowedEndpoint('http://127.0.0.1:9998/push/a', ['http://127.0.0.1:9999'])).toBe(false);
  });
});

describe('the body of a subscription', () => {
  test('a browser subscription and known classes are kept, classes once each and sorted', () => {
    const parsed = parseSubscribeBody({ subscription: subscription(), classes: [CLASS, CLASS] }, [], KNOWN);
    expect(parsed).toEqual({
      ok: true,
      value: { endpoint: subscription().endpoint, keys: { p256dh: P256DH, auth: AUTH }, classes: [CLASS] },
    });
  });

  test('keys sent with base64 padding are kept without it, as browsers send them', () => {
    const padded = subscription(undefined, { p256dh: `${P256DH}=`, auth: `${AUTH}==` });
    expect(parseSubscribeBody({ subscription: padded }, [], KNOWN)).toMatchObject({
      value: { keys: { p256dh: P256DH, auth: AUTH } },
    });
  });

  test('no classes (or none given) means the whole school', () => {
    expect(parseSubscribeBody({ subscription: subscription() }, [], KNOWN)).toMatchObject({ value: { classes: [] } });
  });

  test.each<[string, unknown]>([
    ['not an object', 'x'],
    ['no subscription', { classes: [] }],
    ['no endpoint', { subscription: { keys: { p256dh: P256DH, auth: AUTH } } }],
    ['endpoint too long', { subscription: subscription(`https://fcm.googleapis.com/${'a'.repeat(1100)}`) }],
    ['p256dh one byte short', { subscription: subscription(undefined, { p256dh: P256DH.slice(0, -2), auth: AUTH }) }],
    ['p256dh not a point', { subscription: subscription(undefined, { p256dh: `A${'A'.repeat(86)}`, auth: AUTH }) }],
    [
      'p256dh starting 0x05, no uncompressed point',
      { subscription: subscription(undefined, { p256dh: `BZ${'A'.repeat(85)}`, auth: AUTH }) },
    ],
    ['p256dh not base64url', { subscription: subscription(undefined, { p256dh: `B${'+'.repeat(86)}`, auth: AUTH }) }],
    ['auth too short', { subscription: subscription(undefined, { p256dh: P256DH, auth: 'A'.repeat(20) }) }],
    ['unknown class', { subscription: subscription(), classes: ['zzzzzzzzzzzzzzz'] }],
    ['a class that is no id', { subscription: subscription(), classes: ['x'] }],
    ['classes not a list', { subscription: subscription(), classes: CLASS }],
    ['too many classes', { subscription: subscription(), classes: Array(51).fill(CLASS) }],
  ])('%s: refused with a German message', (_name, body) => {
    const parsed = parseSubscribeBody(body, [], KNOWN);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.error).toMatch(/^(Das|Die|Der|Diese|Erwartet|Mindestens|„classes“)/);
  });

  test('fifty classes are accepted', () => {
    expect(parseSubscribeBody({ subscription: subscription(), classes: Array(50).fill(CLASS) }, [], KNOWN).ok).toBe(
      true,
    );
  });
});

describe('the body of an unsubscription', () => {
  test('an accepted push address is taken; anything else refused', () => {
    expect(parseUnsubscribeBody({ endpoint: subscription().endpoint }, [])).toEqual({
      ok: true,
      value: subscription().endpoint,
    });
    expect(parseUnsubscribeBody({ endpoint: 'https://evil.example/x' }, []).ok).toBe(false);
    expect(parseUnsubscribeBody([], []).ok).toBe(false);
  });
});
