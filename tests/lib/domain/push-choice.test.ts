import { describe, expect, test } from 'vitest';
import {
  applicationServerKey,
  isAppleMobile,
  readPushChoice,
  refusalMessage,
  sameKey,
} from '../../../src/lib/domain/push-choice';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 16_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';

describe('the browser side of notifications', () => {
  test('iPhone and iPad are Apple mobiles, and so is a Mac with a touch screen (an iPad asking for desktop pages)', () => {
    expect(isAppleMobile(IPHONE, 5)).toBe(true);
    expect(isAppleMobile(IPAD, 5)).toBe(true);
    expect(isAppleMobile(MAC, 5)).toBe(true);
    expect(isAppleMobile(MAC, 0)).toBe(false);
    expect(isAppleMobile(ANDROID, 5)).toBe(false);
  });

  test('a base64url VAPID key becomes its bytes, with or without padding', () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : (i * 37) % 256));
    const key = Buffer.from(bytes).toString('base64url');
    expect([...applicationServerKey(key)]).toEqual([...bytes]);
    expect([...applicationServerKey(Buffer.from(bytes).toString('base64'))]).toEqual([...bytes]);
  });

  test('a subscription counts as made with a key only when the bytes are the same', () => {
    const key = Uint8Array.from([4, 1, 2, 3]);
    expect(sameKey(Uint8Array.from([4, 1, 2, 3]).buffer, key)).toBe(true);
    expect(sameKey(Uint8Array.from([4, 1, 2, 9]).buffer, key)).toBe(false);
    expect(sameKey(Uint8Array.from([4, 1, 2]).buffer, key)).toBe(false);
    expect(sameKey(null, key)).toBe(false);
  });

  test('a stored choice is read only when it has class ids and a key', () => {
    expect(readPushChoice({ classes: ['a', 'b'], vapid: 'k' })).toEqual({ classes: ['a', 'b'], vapid: 'k' });
    expect(readPushChoice({ classes: [], vapid: 'k' })).toEqual({ classes: [], vapid: 'k' });
    for (const bad of [null, 'x', {}, { classes: [1], vapid: 'k' }, { classes: ['a'] }, { classes: 'a', vapid: 'k' }]) {
      expect(readPushChoice(bad)).toBeUndefined();
    }
  });

  test("a refusal shows the server's own German sentence, from JSON or a 400's plain text, else names the status", () => {
    expect(refusalMessage(400, 'application/json', '{"error":"Die Klasse gibt es nicht."}')).toBe(
      'Die Klasse gibt es nicht.',
    );
    expect(refusalMessage(429, 'application/json; charset=utf-8', '{"error":"Zu viele Anmeldungen."}')).toBe(
      'Zu viele Anmeldungen.',
    );
    expect(refusalMessage(400, 'text/plain; charset=utf-8', 'Ungültig.\n')).toBe('Ungültig.');
    expect(refusalMessage(500, 'text/html', '<h1>Fehler</h1>')).toContain('(Fehler 500)');
    expect(refusalMessage(400, 'application/json', 'kaputt')).toContain('(Fehler 400)');
  });
});
