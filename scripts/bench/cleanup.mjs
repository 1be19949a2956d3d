// Clean-up that runs however the script ends: normally, on an error, or on
// Ctrl-C / SIGTERM. Each measuring script registers what it made (a server
// process, a temporary folder, a PostgreSQL database) and calls `runCleanups`
// in a finally block; a signal runs the same list and exits.

/** @type {Array<{ name: string, run: () => Promise<void> | void }>} */
const cleanups = [];
let running;

/** Adds a step; steps run newest first, like nested finally blocks. Returns a function that runs it early. */
export function onCleanup(name, run) {
  const step = { name, run };
  cleanups.push(step);
  return async () => {
    const index = cleanups.indexOf(step);
    if (index === -1) return;
    cleanups.splice(index, 1);
    await run();
  };
}

/** Runs every registered step once, newest first; a failing step is reported and the rest still run. */
export function runCleanups() {
  running ??= (async () => {
    while (cleanups.length > 0) {
      const step = cleanups.pop();
      try {
        await step.run();
      } catch (error) {
        console.error(`clean-up "${step.name}" failed: ${error?.message ?? error}`);
      }
    }
    running = undefined;
  })();
  return running;
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the server and cleaning up...`);
    // A second Ctrl-C while cleaning up leaves at once.
    process.once(signal, () => process.exit(130));
    void runCleanups().finally(() => process.exit(130));
  });
}
