import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

export const TICKS_PER_SECOND = clockTicks();

function clockTicks() {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
}

function readProc(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after "(comm)": state is field 3, pgrp 5, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    return { pid: Number(pid), pgrp: Number(fields[2]), ticks: Number(fields[11]) + Number(fields[12]), cmdline };
  } catch {
    return undefined; // exited meanwhile
  }
}

/**
 * The workerd processes that `wrangler dev --port <port>` (or scripts/lib/serve-without-inspector.mjs) started (its
 * process group: scripts/lib/worker.mjs starts wrangler detached). wrangler runs two: the dev proxy on the public port and the user worker.
 * @returns {{ workerPid: number, proxyPid: number | undefined }}
 * @throws {Error} when no such wrangler or workerd is found (not Linux, or the worker has exited)
 */
export function findWorkerd(port) {
  const processes = /** @type {NonNullable<ReturnType<typeof readProc>>[]} */ (
    readdirSync("/proc")
      .filter((name) => /^\d+$/.test(name))
      .map(readProc)
      .filter(Boolean)
  );
  const wrangler = processes.find(
    ({ pid, pgrp, cmdline }) =>
      pid === pgrp &&
      cmdline.some((arg) => arg.includes("wrangler") || arg.endsWith("serve-without-inspector.mjs")) &&
      cmdline.some((arg, index) => arg === "--port" && cmdline[index + 1] === String(port)),
  );
  const workerds = processes.filter(
    ({ pgrp, cmdline }) => wrangler && pgrp === wrangler.pgrp && cmdline[0]?.endsWith("/workerd"),
  );
  const isProxy = ({ cmdline }) => cmdline.some((arg) => arg === `--socket-addr=entry=127.0.0.1:${port}`);
  const worker = workerds.find((process) => !isProxy(process));
  if (!worker) throw new Error(`Kein workerd-Prozess für den Worker auf Port ${port} gefunden (/proc).`);
  return { workerPid: worker.pid, proxyPid: workerds.find(isProxy)?.pid };
}

/** CPU time (user + system) a process has used so far, in milliseconds; 0 once it is gone. */
export function cpuMs(pid) {
  if (pid === undefined) return 0;
  const entry = readProc(pid);
  return entry ? (entry.ticks * 1000) / TICKS_PER_SECOND : 0;
}

/** Resident memory of a process in MiB (VmRSS), or undefined once it is gone. */
export function memoryMb(pid) {
  try {
    const kib = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kib === undefined ? undefined : Math.round(Number(kib) / 102.4) / 10;
  } catch {
    return undefined;
  }
}

/**
 * CPU time of all a process's threads so far, in milliseconds with microsecond resolution (the scheduler's own
 * count in /proc/<pid>/task/<tid>/schedstat): fine enough for one request, unlike `cpuMs`'s 10 ms clock ticks.
 */
export function cpuPreciseMs(pid) {
  let nanoseconds = 0;
  let tasks;
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return 0;
  }
  for (const task of tasks) {
    try {
      nanoseconds += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, "utf8").split(" ")[0]);
    } catch {
      // the thread ended meanwhile
    }
  }
  return nanoseconds / 1e6;
}
