import { afterEach, expect, test, vi } from 'vitest';
import { BackendUnavailableError } from '../../../../src/lib/content/read-errors';
import { runAfterAnswer, runInBackground } from '../../../../src/lib/platform/request-context';

afterEach(() => vi.restoreAllMocks());

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('a background read the backend failed is logged as one line, without its stack', async () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  runInBackground(Promise.reject(new BackendUnavailableError('backend unreachable or slow: /api/x')));
  await settle();
  expect(log).toHaveBeenCalledOnce();
  expect(JSON.parse(String(log.mock.calls[0]?.[0]))).toEqual({
    level: 'error',
    event: 'background-work-failed',
    error: 'BackendUnavailableError: backend unreachable or slow: /api/x',
  });
});

test('any other background failure keeps its stack, in the same one line', async () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  const bug = new TypeError('x is undefined');
  runInBackground(Promise.reject(bug));
  await settle();
  const line = JSON.parse(String(log.mock.calls[0]?.[0]));
  expect(line.error).toContain('TypeError: x is undefined');
  expect(line.error).toContain('request-context.test.ts');
});

test('a job after the answer starts only once the answer is out, and its failure names it', async () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  const steps: string[] = [];
  runAfterAnswer('revalidate-page', async () => {
    steps.push('job');
    throw new TypeError('render failed');
  });
  steps.push('answer');
  await settle();
  await settle();
  expect(steps).toEqual(['answer', 'job']);
  expect(JSON.parse(String(log.mock.calls[0]?.[0]))).toMatchObject({
    event: 'background-work-failed',
    job: 'revalidate-page',
  });
});
