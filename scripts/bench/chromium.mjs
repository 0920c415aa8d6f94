import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// Debian's Chromium as root in a container: no sandbox, no GPU, and nothing that phones home mid-measurement.
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
];

/** @throws {Error} naming the install command when Chromium is missing */
export function assertChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  throw new Error(
    `Chromium fehlt (${CHROMIUM_PATH}): "apt-get install -y chromium" oder CHROMIUM_PATH setzen. ` +
      "(Chromium not found; install Debian's chromium or set CHROMIUM_PATH.)",
  );
}

/** Headless Chromium through playwright-core, for network captures. */
export async function launchBrowser() {
  assertChromium();
  const { chromium } = await import("playwright-core");
  // Playwright's own signal handlers exit (code 130) mid-cleanup; the caller's handlers close the browser instead.
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    timeout: 30_000,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}

/**
 * Headless Chromium with a DevTools port, for Lighthouse (which connects by port).
 * @returns {Promise<{ port: number, stop: () => Promise<void> }>}
 */
export async function launchDebugChromium(port) {
  assertChromium();
  const profile = mkdtempSync(path.join(tmpdir(), "schulwebsite-lh-"));
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      "--headless=new",
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    // detached: its zygote and renderers form one process group with it, which stop() ends together.
    { stdio: "ignore", detached: true },
  );
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const killGroup = (signal) => {
    try {
      process.kill(-(/** @type {number} */ (child.pid)), signal);
    } catch {
      // the group is gone already
    }
  };
  const killOnExit = () => killGroup("SIGKILL");
  process.once("exit", killOnExit);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      killGroup("SIGTERM");
      const timer = setTimeout(() => killGroup("SIGKILL"), 3_000);
      await exited;
      clearTimeout(timer);
    }
    // Renderers that outlive the browser process kept writing the profile while it was removed (ENOTEMPTY).
    killGroup("SIGKILL");
    process.off("exit", killOnExit);
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return { port, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`Chromium öffnete den DevTools-Port ${port} nicht innerhalb von 20 s.`);
}
