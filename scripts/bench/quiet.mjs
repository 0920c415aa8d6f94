import { readdirSync, readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { TICKS_PER_SECOND } from "./worker-cpu.mjs";

/**
 * A phase is judged only when the rest of the machine left it alone: the CPU that processes outside the bench's
 * own (node, wrangler, workerd, PocketBase, Chromium) and the hypervisor's other guests (steal) took during the
 * phase, averaged over it, stays below this share of all cores. The load average is recorded beside it, but it
 * cannot decide: it lags a minute behind and counts the bench's own load generator and workerd.
 */
export const QUIET_SHARE = 0.1;

const ticksToMs = (ticks) => (ticks * 1000) / TICKS_PER_SECOND;

/** CPU time all cores spent busy so far, including time taken by other guests of the host (steal), in ms. */
function machineBusyMs() {
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = fields;
  return ticksToMs(user + nice + system + irq + softirq + (steal ?? 0));
}

/**
 * CPU time of this process and every process it started, in ms: live ones with their own time, ended ones in
 * their parent's count of waited-for children (cutime, cstime).
 */
function ownCpuMs(root = process.pid) {
  const processes = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // After "(comm)": ppid is field 4, utime 14, stime 15, cutime 16, cstime 17.
      const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      processes.set(Number(name), { parent: Number(fields[1]), ticks });
    } catch {
      // ended meanwhile
    }
  }
  const ours = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, { parent }] of processes) {
      if (!ours.has(pid) && ours.has(parent)) {
        ours.add(pid);
        grew = true;
      }
    }
  }
  let ticks = 0;
  for (const pid of ours) ticks += processes.get(pid)?.ticks ?? 0;
  return ticksToMs(ticks);
}

const round2 = (value) => Math.round(value * 100) / 100;

/**
 * Runs one phase of the bench and records what the machine did meanwhile: the 1-minute load average before and
 * after, and the cores other processes kept busy on average. `quiet` is false when they took more than QUIET_SHARE
 * of the machine: the phase's figures are reported, never judged.
 * @template T
 * @param {string} name
 * @param {() => Promise<T>} work
 * @returns {Promise<{ result: T, phase: { name: string, seconds: number, loadBefore: number, loadAfter: number, otherCores: number, quiet: boolean } }>}
 */
export async function inPhase(name, work) {
  const loadBefore = round2(loadavg()[0]);
  const started = { at: Date.now(), machine: machineBusyMs(), own: ownCpuMs() };
  const result = await work();
  const elapsedMs = Math.max(Date.now() - started.at, 1);
  const others = machineBusyMs() - started.machine - (ownCpuMs() - started.own);
  const otherCores = round2(Math.max(others, 0) / elapsedMs);
  const phase = {
    name,
    seconds: Math.round(elapsedMs / 1000),
    loadBefore,
    loadAfter: round2(loadavg()[0]),
    otherCores,
    quiet: otherCores <= QUIET_SHARE * cpus().length,
  };
  return { result, phase };
}
