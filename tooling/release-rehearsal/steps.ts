// A step of the rehearsal: one command, bounded in time, that leaves nothing running. The
// command gets its own process group (`detached`); whatever it started and left behind (the
// consumer suite's provider sandbox, when the step limit killed the suite before its own
// clean-up ran) is killed with the group when the command ends, so a failed run leaves no
// server on 127.0.0.1 (spawnSync's timeout kills only the command itself).
import { type SpawnSyncOptions, type SpawnSyncReturns, spawnSync } from "node:child_process";

/** Runs `file` with `args` in its own process group; kills the group when it ends. */
export function runStep(
  file: string,
  args: readonly string[],
  options: SpawnSyncOptions & { readonly encoding: BufferEncoding },
): SpawnSyncReturns<string> {
  // `detached` is not in spawnSync's documented options, but its binding reads it as spawn's
  // does (the command leads a new process group): steps.test.ts fails the day it does not.
  const result = spawnSync(file, args, { ...options, detached: true } as SpawnSyncOptions & {
    readonly encoding: BufferEncoding;
  });
  killGroup(result.pid);
  return result;
}

function killGroup(pid: number | undefined): void {
  if (!pid) return;
  try {
    process.kill(-pid, "SIGKILL");
  } catch (error) {
    // ESRCH: nothing of the group is left, which is the common case.
    if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
  }
}
