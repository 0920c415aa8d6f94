import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const steps = readdirSync(path.join(root, 'src/middleware')).filter((file) => file.endsWith('.ts'));
const tests = readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => readFileSync(path.join(import.meta.dirname, file), 'utf8'))
  .join('\n');

test('every file of the edge router is exercised by a unit test here, through app.request()', () => {
  const untested = steps.filter((file) => {
    const module = file === 'index.ts' ? 'src/middleware' : `src/middleware/${file.replace(/\.ts$/, '')}`;
    return !tests.includes(`'../../../${module}'`);
  });
  expect(steps.length).toBeGreaterThan(10);
  expect(untested).toEqual([]);
});
