// CPU per answered request (issue 24; DESIGN.md, Budgets): the server
// process's utime + stime from /proc/<pid>/stat before and after a round of
// autocannon, divided by the requests it answered in that round. The median
// of the rounds is the page's figure.
import fs from "node:fs";
import autocannon from "autocannon";

// Clock ticks a second (`getconf CLK_TCK`): 100 on Linux on every platform Node supports.
const TICKS_PER_SECOND = 100;

/** utime + stime of a process, in milliseconds. */
export function processCpuMs(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  // The command name (field 2) may hold spaces: count fields after its closing bracket.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // Fields 14 and 15 of the whole line are the 12th and 13th after the name.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Warms the page up, then runs `rounds` rounds of `duration` seconds at
 * `connections` connections. Returns each round's CPU ms per request, their
 * median, the requests answered and any status other than 200.
 */
export async function measureCpu({ url, headers, pid, connections, duration, warmup, rounds }) {
  const options = { url, headers, connections, timeout: 30 };
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  const perRound = [];
  let answered = 0;
  let other = 0;
  let errors = 0;
  for (let round = 0; round < rounds; round++) {
    const before = processCpuMs(pid);
    const result = await autocannon({ ...options, duration });
    const spent = processCpuMs(pid) - before;
    const done = result["2xx"] + result.non2xx;
    answered += result["2xx"];
    other += result.non2xx;
    errors += result.errors;
    perRound.push(done > 0 ? spent / done : Number.NaN);
  }
  return { cpuMs: median(perRound), perRound, answered, non2xx: other, errors };
}

/**
 * The page's CPU per request read against the floor's measured right beside
 * it: each round of the page is followed by a round of the floor (both warm),
 * and the page's ratio is the median of the rounds' ratios. A machine whose
 * load drifts during a run (other work on the same cores, the floor read 30 %
 * apart before and after a run of every page) then moves both sides of each
 * ratio alike.
 */
export async function measureCpuAgainstFloor({ floor, connections, duration, warmup, rounds, ...page }) {
  const pageOptions = { url: page.url, headers: page.headers, connections, timeout: 30 };
  const floorOptions = { url: floor.url, headers: floor.headers, connections, timeout: 30 };
  if (warmup > 0) await autocannon({ ...pageOptions, duration: warmup });
  const perRound = [];
  const floorPerRound = [];
  let answered = 0;
  let other = 0;
  let errors = 0;
  const costOf = async (options, pid) => {
    const before = processCpuMs(pid);
    const result = await autocannon({ ...options, duration });
    const done = result["2xx"] + result.non2xx;
    return { result, ms: done > 0 ? (processCpuMs(pid) - before) / done : Number.NaN };
  };
  for (let round = 0; round < rounds; round++) {
    const { result, ms } = await costOf(pageOptions, page.pid);
    answered += result["2xx"];
    other += result.non2xx;
    errors += result.errors;
    perRound.push(ms);
    floorPerRound.push((await costOf(floorOptions, floor.pid)).ms);
  }
  return {
    cpuMs: median(perRound),
    perRound,
    floorPerRound,
    pairedRatio: median(perRound.map((ms, round) => ms / floorPerRound[round])),
    answered,
    non2xx: other,
    errors,
  };
}
