// Waits for the machine to be quiet before a measured run: on 2 shared cores,
// someone else's build or test run moves every figure. DESIGN.md section 6:
// a run that begins at a 1-minute load average above 1.0 waits and tries again.
import { loadAverage } from "./machine.mjs";

/** Resolves with the load averages once the 1-minute one is at most `limit`, or after `maxMinutes` anyway. */
export async function waitForQuiet({ limit = 1.0, maxMinutes = 15 } = {}) {
  const deadline = Date.now() + maxMinutes * 60_000;
  for (;;) {
    const load = loadAverage();
    if (load[0] <= limit) return { load, waited: false };
    if (Date.now() > deadline) {
      console.log(`Load average still ${load.join(", ")} after ${maxMinutes} min: measuring anyway.`);
      return { load, waited: true };
    }
    console.log(`Load average ${load.join(", ")} is above ${limit}: waiting a minute...`);
    await new Promise((resolve) => setTimeout(resolve, 60_000));
  }
}
