import { readdirSync, readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { TICKS_PER_SECOND } from "./worker-cpu.mjs";

/**
 * A phase is judged only when the rest of the machine left it alone: the CPU that other programs (anything outside
 * the sessions of the bench's own processes: node, wrangler, workerd, PocketBase, Chromium) and the hypervisor's other
 * guests (steal) took during the phase, averaged over it, stays below this share of all cores. The load average is
 * recorded beside it, but it cannot decide: it lags a minute behind and counts the bench's own load and workerd.
 */
export const QUIET_SHARE = 0.1;

/** How often a phase notes the sessions of the bench's processes (reading /proc takes about a millisecond). */
const SESSION_SAMPLE_MS = 500;

const ticksToMs = (ticks) => (ticks * 1000) / TICKS_PER_SECOND;

/** Time the hypervisor gave to other guests while this one wanted to run, so far, in ms. */
function stealMs() {
  const fields = /** @type {string} */ (readFileSync("/proc/stat", "utf8").split("\n")[0])
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return ticksToMs(fields[7] ?? 0);
}

/** Every process: its name, parent, session and CPU ticks (user + system) so far. */
function processes() {
  const table = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      // After "(comm)": ppid is field 4, session 6, utime 14, stime 15.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      table.set(Number(name), {
        name: stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")),
        parent: Number(fields[1]),
        session: Number(fields[3]),
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // ended meanwhile
    }
  }
  return table;
}

/**
 * The sessions of this process and everything it started. Chromium and wrangler start sessions of their own; a
 * child they leave behind keeps its session after its parent is gone, so it still counts as the bench's.
 */
function ownSessions(table, root = process.pid) {
  const ours = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, { parent }] of table) {
      if (!ours.has(pid) && ours.has(parent)) {
        ours.add(pid);
        grew = true;
      }
    }
  }
  return new Set([...ours].map((pid) => table.get(pid)?.session).filter((session) => session !== undefined));
}

/**
 * CPU ms that processes outside `sessions` took between two snapshots (a process new in `after` from its start), in
 * all and by process name, most first.
 */
function others(before, after, sessions) {
  const byName = new Map();
  for (const [pid, entry] of after) {
    if (sessions.has(entry.session)) continue;
    const ms = ticksToMs(entry.ticks - (before.get(pid)?.ticks ?? 0));
    if (ms > 0) byName.set(entry.name, (byName.get(entry.name) ?? 0) + ms);
  }
  const top = [...byName].sort((a, b) => b[1] - a[1]);
  return { ms: top.reduce((sum, [, ms]) => sum + ms, 0), top: top.slice(0, 3).map(([name, ms]) => ({ name, ms })) };
}

const round2 = (value) => Math.round(value * 100) / 100;

/**
 * Runs one phase of the bench and records what the machine did meanwhile: the 1-minute load average before and
 * after, and the cores other programs and guests kept busy on average. `quiet` is false when they took more than QUIET_SHARE
 * of the machine: the phase's figures are reported, never judged.
 * @template T
 * @param {string} name
 * @param {() => Promise<T>} work
 * @returns {Promise<{ result: T, phase: { name: string, seconds: number, loadBefore: number, loadAfter: number, otherCores: number, quiet: boolean, others: string[] } }>}
 */
export async function inPhase(name, work) {
  const loadBefore = round2(loadavg()[0]);
  const started = { at: Date.now(), steal: stealMs(), processes: processes() };
  // Processes the phase starts and stops (a Chromium for Lighthouse, a worker) may leave children behind whose parent
  // is gone by the end: their sessions are noted while the parent lives.
  const sessions = ownSessions(started.processes);
  const noteSessions = () => ownSessions(processes()).forEach((session) => sessions.add(session));
  const sampler = setInterval(noteSessions, SESSION_SAMPLE_MS);
  let result;
  try {
    result = await work();
  } finally {
    clearInterval(sampler);
  }
  const elapsedMs = Math.max(Date.now() - started.at, 1);
  const ended = processes();
  ownSessions(ended).forEach((session) => sessions.add(session));
  const steal = stealMs() - started.steal;
  const programs = others(started.processes, ended, sessions);
  const otherCores = round2((programs.ms + steal) / elapsedMs);
  const phase = {
    name,
    seconds: Math.round(elapsedMs / 1000),
    loadBefore,
    loadAfter: round2(loadavg()[0]),
    otherCores,
    quiet: otherCores <= QUIET_SHARE * cpus().length,
    // What took it: the hypervisor's other guests, and the busiest other programs by name (CPU seconds).
    others: [{ name: "steal", ms: steal }, ...programs.top].map(
      ({ name, ms }) => `${name} ${(ms / 1000).toFixed(1)} s`,
    ),
  };
  return { result, phase };
}
