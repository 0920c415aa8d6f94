import autocannon from "autocannon";
import { cpuMs } from "./worker-cpu.mjs";

export const LOAD = { durationSeconds: 10, connections: 10 };

/**
 * autocannon against one URL (10 s, 10 connections, no Accept-Encoding: compression happens outside
 * the worker on Cloudflare), with the worker's process CPU sampled before and after.
 * @param {{ workerPid: number, proxyPid?: number }} pids from findWorkerd()
 */
export async function loadTest(url, pids) {
  const before = { worker: cpuMs(pids.workerPid), proxy: cpuMs(pids.proxyPid) };
  const result = await autocannon({
    url,
    duration: LOAD.durationSeconds,
    connections: LOAD.connections,
    timeout: 10,
  });
  const workerCpu = cpuMs(pids.workerPid) - before.worker;
  const proxyCpu = cpuMs(pids.proxyPid) - before.proxy;
  const served = result.requests.total;
  return {
    url,
    requests: served,
    reqPerSec: round(served / (result.duration || LOAD.durationSeconds)),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytesPerResponse: served ? Math.round(result.throughput.total / served) : 0,
    cpuMsPerRequest: served ? round(workerCpu / served, 3) : null,
    cpuMsPerRequestWithDevProxy: served ? round((workerCpu + proxyCpu) / served, 3) : null,
  };
}

const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
