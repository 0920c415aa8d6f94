/** Runs stop functions once on Ctrl-C / SIGTERM, in reverse start order, then exits. */
export function stopOnSignal(stops) {
  let stopping = false;
  const handle = async (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: fahre herunter …`);
    for (const stop of [...stops].reverse()) {
      await stop().catch((error) => console.error(error.message));
    }
    process.exit(0);
  };
  process.on("SIGINT", handle);
  process.on("SIGTERM", handle);
  process.on("SIGHUP", handle);
}

/** Prints a clear message instead of a stack trace and exits non-zero. */
export function fail(error) {
  console.error(`\n✗ ${error.message}`);
  process.exit(1);
}
