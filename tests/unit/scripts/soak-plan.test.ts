import { describe, expect, test } from 'vitest';
import {
  outageView,
  phaseAt,
  pickRoute,
  SOAK_MIX,
  SOAK_PHASES,
  summarize,
  SLOWEST_COUNT,
  UNAVAILABLE_NOTICE,
} from '../../../scripts/bench/soak-plan.mjs';

describe('the soak plan', () => {
  test('lasts ten minutes with a minute each of PocketBase stopped, 3 s answers and garbage', () => {
    expect(SOAK_PHASES.reduce((sum, phase) => sum + phase.seconds, 0)).toBe(600);
    for (const fault of ['stopped', 'slow', 'garbage'])
      expect(SOAK_PHASES.find((phase) => phase.fault === fault)?.seconds).toBe(60);
  });

  test('finds the phase of a moment, scaled, and none after the end', () => {
    expect(phaseAt(0)?.name).toBe('healthy');
    expect(phaseAt(119.9)?.name).toBe('healthy');
    expect(phaseAt(120)?.name).toBe('pocketbase-stopped');
    expect(phaseAt(12, SOAK_PHASES, 0.1)?.name).toBe('pocketbase-stopped');
    expect(phaseAt(600)).toBeUndefined();
  });

  test('draws routes by weight, first and last included', () => {
    expect(pickRoute(0)).toBe(SOAK_MIX[0]?.[0]);
    expect(pickRoute(0.999999)).toBe(SOAK_MIX.at(-1)?.[0]);
    const total = SOAK_MIX.reduce((sum, [, weight]) => sum + weight, 0);
    expect(pickRoute(8 / total)).toBe(SOAK_MIX[1]?.[0]);
    expect(pickRoute(8 / total - 1e-9)).toBe('/');
  });

  test('mixes in unknown ids, odd query strings and client navigations', () => {
    const routes = SOAK_MIX.map(([route]) => route);
    expect(routes.some((route) => route.startsWith('/RSC/'))).toBe(true);
    expect(routes).toContain('/posts/zzzzzzzzzzzzzzz');
    expect(routes.some((route) => route.includes('%27'))).toBe(true);
  });
});

describe('what a visitor saw while PocketBase was down', () => {
  test('content from stored copies, the notice or overlay, a 404, or nothing', () => {
    expect(outageView({ status: 200, body: '<h1>Aktuelles</h1>', rsc: false })).toBe('stale');
    expect(outageView({ status: 200, body: `Beiträge ${UNAVAILABLE_NOTICE}`, rsc: false })).toBe('overlay');
    expect(outageView({ status: 500, body: '', rsc: false })).toBe('overlay');
    expect(outageView({ status: 503, body: '', rsc: true })).toBe('overlay');
    expect(outageView({ status: 404, body: 'Nicht gefunden', rsc: true })).toBe('notFound');
    expect(outageView({ status: 301, body: '', rsc: false })).toBe('notFound');
    expect(outageView({ status: 0, body: '', rsc: false })).toBe('failed');
  });
});

test('the summary counts requests and 5xx, with p50 and p99 per phase', () => {
  const phases = [
    { name: 'a', seconds: 1, fault: 'none' },
    { name: 'b', seconds: 1, fault: 'none' },
  ];
  const samples = [
    ...Array.from({ length: 100 }, (_, index) => ({ phase: 'a', status: 200, ms: index + 1 })),
    { phase: 'b', status: 502, ms: 7 },
    { phase: 'b', status: 0, ms: 20000 },
  ];
  const summary = summarize(samples, phases);
  expect(summary).toMatchObject({ requests: 102, status5xx: 1, failed: 1 });
  expect(summary.phases.a).toEqual({ requests: 100, status5xx: 0, p50Ms: 51, p99Ms: 100 });
  expect(summary.phases.b).toEqual({ requests: 2, status5xx: 1, p50Ms: 20000, p99Ms: 20000 });
});

test('the summary names the slowest answers, slowest first, at most ten', () => {
  const samples = Array.from({ length: 30 }, (_, index) => ({
    phase: 'a',
    route: `/r${index}`,
    status: 200,
    ms: (index * 7) % 30,
  }));
  const { slowest } = summarize(samples, [{ name: 'a', seconds: 1, fault: 'none' }]);
  expect(SLOWEST_COUNT).toBe(10);
  expect(slowest.map((sample) => sample.ms)).toEqual([29, 28, 27, 26, 25, 24, 23, 22, 21, 20]);
  expect(slowest[0]).toEqual({ phase: 'a', route: '/r17', status: 200, ms: 29 });
});

test('the summary times each route over the phases without a fault, slowest p50 first', () => {
  const phases = [
    { name: 'healthy', seconds: 1, fault: 'none' },
    { name: 'stopped', seconds: 1, fault: 'stopped' },
  ];
  const samples = [
    ...Array.from({ length: 10 }, (_, index) => ({ phase: 'healthy', route: '/a', status: 200, ms: index + 1 })),
    { phase: 'healthy', route: '/b', status: 200, ms: 40 },
    { phase: 'healthy', route: '/b', status: 200, ms: 60 },
    { phase: 'stopped', route: '/a', status: 200, ms: 5000 },
    { phase: 'stopped', route: '/c', status: 200, ms: 5000 },
  ];
  expect(summarize(samples, phases).healthyRoutes).toEqual([
    { route: '/b', requests: 2, p50Ms: 60, p99Ms: 60 },
    { route: '/a', requests: 10, p50Ms: 6, p99Ms: 10 },
  ]);
});

test('p50 and p99 are read from the answers in order of time, and a 500 counts as 5xx', () => {
  const phases = [{ name: 'a', seconds: 1, fault: 'none' }];
  const samples = [30, 10, 40, 20].map((ms, index) => ({
    phase: 'a',
    route: '/a',
    status: index === 0 ? 500 : 200,
    ms,
  }));
  const summary = summarize(samples, phases);
  expect(summary.status5xx).toBe(1);
  expect(summary.phases.a).toEqual({ requests: 4, status5xx: 1, p50Ms: 30, p99Ms: 40 });
  expect(summary.healthyRoutes).toEqual([{ route: '/a', requests: 4, p50Ms: 30, p99Ms: 40 }]);
});
