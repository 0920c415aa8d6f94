import { describe, expect, test } from 'vitest';
import { applicationServerKey } from '../../../../src/features/parents/rules/push-browser';
import { isAppleMobile, PUSH_MESSAGES, PUSH_STATUS_KEYS } from '../../../../src/features/parents/rules/push-choice';

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

  test('every status the script shows has its German sentence', () => {
    for (const key of PUSH_STATUS_KEYS) expect(PUSH_MESSAGES[key]).toMatch(/^[A-ZÄÖÜ].+\S$/);
  });
});
