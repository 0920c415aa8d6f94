import { expect, test } from 'vitest';
import { memoize } from '../../../../src/lib/domain/memo';

test('a result is computed once per key and remembered', () => {
  let calls = 0;
  const double = memoize((value: number) => (calls += 1) && value * 2, String);
  expect(double(2)).toBe(4);
  expect(double(2)).toBe(4);
  expect(calls).toBe(1);
  expect(double(3)).toBe(6);
  expect(calls).toBe(2);
});

test('beyond max keys the oldest is forgotten, the rest kept', () => {
  let calls = 0;
  const same = memoize(
    (value: string) => (calls += 1) && value,
    (value) => value,
    2,
  );
  same('a');
  same('b');
  same('c'); // forgets 'a'
  expect(calls).toBe(3);
  same('b');
  same('c');
  expect(calls).toBe(3);
  same('a');
  expect(calls).toBe(4);
});

test('an undefined result is remembered too', () => {
  let calls = 0;
  const nothing = memoize(
    () => void (calls += 1),
    () => 'k',
  );
  nothing();
  nothing();
  expect(calls).toBe(1);
});
