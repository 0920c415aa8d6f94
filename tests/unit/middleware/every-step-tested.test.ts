import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
/** The edge router's steps: src/middleware/, and each feature's routes.ts or routes/. */
const steps = [
  ...readdirSync(path.join(root, 'src/middleware'))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => (file === 'index.ts' ? 'src/middleware' : `src/middleware/${file.replace(/\.ts$/, '')}`)),
  ...readdirSync(path.join(root, 'src/features')).flatMap((feature) => {
    const folder = path.join(root, 'src/features', feature);
    const own = existsSync(path.join(folder, 'routes.ts')) ? [`src/features/${feature}/routes`] : [];
    const steps = existsSync(path.join(folder, 'routes'))
      ? readdirSync(path.join(folder, 'routes')).map(
          (file) => `src/features/${feature}/routes/${file.replace(/\.ts$/, '')}`,
        )
      : [];
    return [...own, ...steps];
  }),
];
const tests = readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => readFileSync(path.join(import.meta.dirname, file), 'utf8'))
  .join('\n');

test('every file of the edge router is exercised by a unit test here, through app.request()', () => {
  const untested = steps.filter((module) => !tests.includes(`'../../../${module}'`));
  expect(steps.length).toBeGreaterThan(10);
  expect(steps.filter((step) => step.startsWith('src/features/'))).not.toEqual([]);
  expect(untested).toEqual([]);
});
