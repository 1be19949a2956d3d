// The facts that say how far a run's figures can be trusted: what machine,
// and how busy it was. A load average near or above the core count means
// other work shared the CPU with the server and the load generator.
import { execFileSync } from "node:child_process";
import os from "node:os";

export function machineFacts(root) {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim() ?? "unknown",
    cores: cpus.length,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    commit: gitCommit(root),
  };
}

/** The 1, 5 and 15 minute load averages, rounded to two places. */
export function loadAverage() {
  return os.loadavg().map((value) => Math.round(value * 100) / 100);
}

export function describeMachine(facts) {
  return `${facts.cpuModel}, ${facts.cores} cores, ${facts.memoryGb} GB, Node ${facts.node}, ${facts.platform}`;
}

/** The checkout's commit, with "+changes" when its tree differs from it. */
function gitCommit(root) {
  try {
    const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      cwd: root,
      encoding: "utf8",
    }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], {
      cwd: root,
      encoding: "utf8",
    }).trim();
    return dirty ? `${commit}+changes` : commit;
  } catch {
    return "unknown";
  }
}
