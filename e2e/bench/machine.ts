// What the bench reads of the machine (Linux /proc): a server's memory and CPU time, how busy
// the whole machine is, and a wait until the bench's own servers have nothing left to do, so
// that Lighthouse measures the page and not a server still busy with the previous visit.
import { readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on every Linux build we run). */
const TICKS_PER_SECOND = 100;
/** One look at the servers' CPU time lasts this long. */
const SAMPLE_MS = 500;
/** Idle: at most this share of one core per server process, over two looks in a row. */
const IDLE_SHARE = 0.02;
/** Longest wait for idle servers: a server that never settles is reported, not waited for. */
const IDLE_TIMEOUT_MS = 20_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process, MB (NaN once it has ended). */
export function rssMb(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
    return Math.round(kb / 102.4) / 10;
  } catch {
    return Number.NaN;
  }
}

/** CPU time a process has used so far (user + system), in ticks; 0 once it has ended. */
function cpuTicks(pid: number): number {
  try {
    // The command name (field 2) may hold spaces: count fields from after its closing paren.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
    return Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  } catch {
    return 0;
  }
}

/** The machine's CPU counters so far: busy and total ticks over every core. */
function machineTicks(): { busy: number; total: number } {
  const line = readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  const total = ticks.reduce((sum, n) => sum + n, 0);
  // idle and iowait (fields 4 and 5) are the time no one used.
  return { busy: total - (ticks[3] ?? 0) - (ticks[4] ?? 0), total };
}

export interface Quiet {
  /** Whether the servers went idle before the wait gave up. */
  readonly idle: boolean;
  /** How long the wait took, ms. */
  readonly waitedMs: number;
  /** Share of the whole machine (all cores) busy during the last look, 0..1. */
  readonly machineBusy: number;
}

/**
 * Waits until the processes `pids` use (almost) no CPU, and says how busy the rest of the
 * machine was meanwhile: the bench cannot stop other work on a shared machine, but it can say
 * that its figures were taken beside it.
 */
export async function untilIdle(pids: readonly (number | undefined)[]): Promise<Quiet> {
  const watched = pids.filter((pid): pid is number => pid !== undefined);
  const limit = (IDLE_SHARE * TICKS_PER_SECOND * SAMPLE_MS) / 1000;
  const started = Date.now();
  let calm = 0;
  let machineBusy = 0;
  while (true) {
    const before = watched.map(cpuTicks);
    const machineBefore = machineTicks();
    await sleep(SAMPLE_MS);
    const machineAfter = machineTicks();
    machineBusy =
      (machineAfter.busy - machineBefore.busy) /
      Math.max(1, machineAfter.total - machineBefore.total);
    const busiest = Math.max(0, ...watched.map((pid, i) => cpuTicks(pid) - (before[i] ?? 0)));
    calm = busiest <= limit ? calm + 1 : 0;
    const waitedMs = Date.now() - started;
    if (calm >= 2) return { idle: true, waitedMs, machineBusy };
    if (waitedMs >= IDLE_TIMEOUT_MS) return { idle: false, waitedMs, machineBusy };
  }
}

/** One line on what else ran on the machine, printed before figures that depend on it. */
export function describeMachine(quiet: Quiet): string {
  const cores = availableParallelism();
  const [oneMinute = Number.NaN] = loadavg();
  const busy = Math.round(quiet.machineBusy * 100);
  const servers = quiet.idle
    ? `the bench's servers idle after ${(quiet.waitedMs / 1000).toFixed(1)} s`
    : `the bench's servers still busy after ${quiet.waitedMs / 1000} s`;
  const warning =
    quiet.machineBusy > 0.1
      ? " - WARNING: other processes are loading the machine, so these figures are lower than on an idle machine"
      : "";
  return `${servers}; the machine (${cores} cores) ${busy}% busy meanwhile, load average ${oneMinute.toFixed(1)}${warning}`;
}
